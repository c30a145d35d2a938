export * from "./account-rules";
export * from "./contact-rules";
export * from "./content-rules";
export * from "./limits";
export * from "./membership";
export * from "./opening-hours-format";
export * from "./messages";
export * from "./page-title";
