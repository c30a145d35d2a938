export * from "./account-forms";
export * from "./account-schemas";
export * from "./content-limits";
export * from "./content-schemas";
export * from "./field-errors";
export * from "./fields";
export * from "./limits";
export * from "./membership";
export * from "./messages";
export * from "./page-title";
export * from "./site-content-schemas";

/** Trimmed and lower-cased, as accounts and subscriptions store an address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
