import { ErrorCode } from "../../../../../common/error-codes";
import { useMutation } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import { toast } from "../../../lib/toast";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { UpdateMeDocument, type UpdateMeInput } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { readServerError } from "../../../lib/graphql-errors";
import { toSessionUser } from "../../../lib/session";

const UPDATE_FAILED = "Failed to update your profile. Please try again.";

/**
 * Saves the member's own name or password. A new password ends every other session; the server
 * renews this one's cookie in the same answer, and the stored user is replaced.
 */
export function useUpdateMe() {
  const [updateMe] = useMutation(UpdateMeDocument);
  const { startSession } = useAuth();

  return async function save<V extends object>(
    input: UpdateMeInput,
    helpers: FormikHelpers<V>,
    fieldNames: readonly (keyof V & string)[],
    success: string,
  ): Promise<boolean> {
    helpers.setStatus(undefined);
    try {
      const { data } = await updateMe({ variables: { input } });
      if (!data) throw new Error("No answer from the server");
      startSession(toSessionUser(data.updateMe.user));
      toast.success(success);
      return true;
    } catch (error) {
      const server = readServerError(error);
      if (!applyFieldErrors(server, helpers, fieldNames)) {
        setFormError(helpers, server?.code === ErrorCode.tooManyRequests ? server.message : UPDATE_FAILED);
      }
      return false;
    }
  };
}
