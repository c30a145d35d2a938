/** The fields Express's body parsers (through http-errors) set on the errors they pass on. */
interface HttpErrorFields {
  type?: unknown;
  status?: unknown;
  message?: unknown;
}

/** An error handler receives whatever was thrown, so each field is read untrusted. */
export function httpErrorFields(error: unknown): HttpErrorFields {
  return typeof error === "object" && error !== null ? error : {};
}
