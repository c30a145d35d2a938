import type { AnyObjectSchema } from "yup";
import { validateInput } from "../../../common/validation";
import { badUserInput } from "./errors";

// Every GraphQL input class names the shared schema (common/validation) that checks it, so the
// API and the client's forms refuse the same values with the same messages.
const schemas = new Map<unknown, AnyObjectSchema>();

export function ValidatedBy(schema: AnyObjectSchema): ClassDecorator {
  return (target) => {
    schemas.set(target, schema);
  };
}

export const schemaFor = (type: unknown): AnyObjectSchema | undefined => schemas.get(type);

/** Throws BAD_USER_INPUT with the per-field messages when the value fails the schema. */
export function assertValidInput(schema: AnyObjectSchema, value: unknown): void {
  const fields = validateInput(schema, value);
  if (fields) throw badUserInput(fields);
}

/**
 * TypeGraphQL's validation hook: checks an argument whose input class has a schema. Scalar
 * arguments (ids, a token) have none; their services check them. An optional input left out
 * (null or absent) has nothing to check; GraphQL itself refuses a required one left out.
 */
export function validateArgument(value: unknown, type: unknown): void {
  const schema = schemaFor(type);
  if (schema && value !== null && value !== undefined) assertValidInput(schema, value);
}
