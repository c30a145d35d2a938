import { ErrorCode } from "../../../../common/error-codes";
import { useFormikContext, type FormikErrors, type FormikHelpers } from "formik";
import type { FieldErrors } from "../../../../common/validation";
import type { ServerError } from "../../lib/graphql-errors";

/** Kept in Formik's status: what the server said on the last submit. */
export interface FormStatus {
  /** Shown beside each field until its value changes (re-validation must not wipe them). */
  serverErrors?: FieldErrors;
  /** Shown in the form's alert. */
  formError?: string;
}

type Helpers<V> = Pick<FormikHelpers<V>, "setErrors" | "setStatus">;

/** Puts the server's messages for fields of this form beside them; false when none applied. */
export function applyFieldErrors<V>(
  serverError: ServerError | null,
  helpers: Helpers<V>,
  fieldNames: readonly (keyof V & string)[],
): boolean {
  if (serverError?.code !== ErrorCode.badUserInput) return false;
  const names: readonly string[] = fieldNames;
  const fields = Object.fromEntries(Object.entries(serverError.fields).filter(([name]) => names.includes(name)));
  if (Object.keys(fields).length === 0) return false;
  helpers.setErrors(fields as FormikErrors<V>);
  helpers.setStatus({ serverErrors: fields } satisfies FormStatus);
  return true;
}

export function setFormError<V>(helpers: Helpers<V>, message: string): void {
  helpers.setStatus({ formError: message } satisfies FormStatus);
}

/** The status of the enclosing form: Formik types it `any`, and every form here keeps a FormStatus in it. */
export function useFormStatus() {
  const formik = useFormikContext<unknown>();
  return { status: formik.status as FormStatus | undefined, setStatus: (status: FormStatus) => formik.setStatus(status) };
}
