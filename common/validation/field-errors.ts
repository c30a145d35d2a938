import { type AnyObjectSchema, ValidationError } from "yup";

/** Each input field mapped to the one message to show beside it. */
export type FieldErrors = Record<string, string>;

const topField = (path: string) => path.split(/[.[]/, 1)[0] ?? path;

/**
 * The first message of each top-level field, in the schema's field order, so the error a
 * client reads first is the first field of the form. An error on a whole field (too many
 * features) wins over one inside it (one feature too long).
 */
function fieldErrors(schema: AnyObjectSchema, error: ValidationError): FieldErrors {
  const found = new Map<string, { message: string; whole: boolean }>();
  for (const { path = "", message } of error.inner.length > 0 ? error.inner : [error]) {
    const field = topField(path);
    const whole = field === path;
    const seen = found.get(field);
    if (!seen || (whole && !seen.whole)) found.set(field, { message, whole });
  }
  const order = Object.keys(schema.fields);
  const fields = [...found.keys()].sort((a, b) => rank(order, a) - rank(order, b));
  return Object.fromEntries(fields.map((field) => [field, found.get(field)!.message]));
}

const rank = (order: string[], field: string) => (order.includes(field) ? order.indexOf(field) : order.length);

/** Runs a schema over a value; undefined when it passes, the per-field messages otherwise. */
export function validateInput(schema: AnyObjectSchema, value: unknown): FieldErrors | undefined {
  try {
    schema.validateSync(value, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrors(schema, error);
    throw error;
  }
}
