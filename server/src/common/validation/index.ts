export * from "./account-rules";
export * from "./contact-rules";
export * from "./limits";
export * from "./membership";
export * from "./messages";
