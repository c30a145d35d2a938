import type { ApolloCache } from "@apollo/client";
import type { FormikHelpers } from "formik";
import { toast } from "../../lib/toast";
import { applyFieldErrors } from "../form/form-status";
import { readServerError } from "../../lib/graphql-errors";

/** docs/spec.md section 8: every admin save ends in a 'Success' or 'Error' toast with a fixed sentence. */
export const toastSuccess = (description: string) => toast.success("Success", { description });
export const toastError = (description: string) => toast.error("Error", { description });

interface SaveOptions {
  success: string;
  failure: string;
}

/**
 * Runs a form's mutation with the toasts; the server's per-field messages go beside the fields.
 * Resolves true when saved, so a dialog knows to close.
 */
export async function saveWithToasts<V>(
  helpers: Pick<FormikHelpers<V>, "setErrors" | "setStatus">,
  fieldNames: readonly (keyof V & string)[],
  run: () => Promise<unknown>,
  { success, failure }: SaveOptions,
): Promise<boolean> {
  helpers.setStatus(undefined);
  try {
    await run();
    toastSuccess(success);
    return true;
  } catch (error) {
    applyFieldErrors(readServerError(error), helpers, fieldNames);
    toastError(failure);
    return false;
  }
}

/**
 * Drops top-level query fields (lists, the dashboard) so every page that shows them, admin or
 * public, asks the server again instead of showing a list from before the change.
 */
export function evictQueryFields(cache: ApolloCache, ...fieldNames: string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}
