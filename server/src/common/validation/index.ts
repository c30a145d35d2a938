export * from "./account-rules";
export * from "./limits";
export * from "./membership";
export * from "./messages";
