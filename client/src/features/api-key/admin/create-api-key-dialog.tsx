import { useMutation } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { API_KEY_LIMITS, apiKeySchema } from "../../../../../common/validation";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { applyFieldErrors } from "../../../components/form/form-status";
import { DateField, TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import { AdminApiKeysDocument, CreateApiKeyDocument, type ApiScope } from "../../../graphql/generated";
import { readServerError, usefulMessage } from "../../../lib/graphql-errors";
import { toast } from "../../../lib/toast";
import { ScopeCheckboxes } from "./api-key-scopes";

interface ApiKeyValues {
  name: string;
  scopes: ApiScope[];
  expiresOn: string;
}

interface Props {
  onClose: () => void;
  /** The new key's whole secret, to be shown once. */
  onCreated: (created: { name: string; secret: string }) => void;
}

export function CreateApiKeyDialog({ onClose, onCreated }: Props) {
  const [create] = useMutation(CreateApiKeyDocument, { refetchQueries: [AdminApiKeysDocument] });

  const onSubmit = async (values: ApiKeyValues, helpers: FormikHelpers<ApiKeyValues>) => {
    try {
      const { data } = await create({
        variables: { input: { name: values.name.trim(), scopes: values.scopes, expiresOn: values.expiresOn || null } },
      });
      if (data) onCreated({ name: data.createApiKey.apiKey.name, secret: data.createApiKey.secret });
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["name", "scopes", "expiresOn"])) {
        toast.error("Failed to create API key", { description: usefulMessage(error) });
      }
    }
  };

  return (
    <Dialog
      open
      title="New API key"
      description="For one of the gym's other systems: billing, door access, a reporting sheet."
      onClose={onClose}
    >
      <Formik<ApiKeyValues> initialValues={{ name: "", scopes: [], expiresOn: "" }} validationSchema={apiKeySchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <TextField
            name="name"
            label="Name"
            autoComplete="off"
            maxLength={API_KEY_LIMITS.nameMax}
            placeholder="e.g. Door access"
            hint="The audit log names what the key does as “API key <name>”."
          />
          <ScopeCheckboxes name="scopes" />
          <DateField
            name="expiresOn"
            label="Last day (optional)"
            hint="The key works until the end of this day, India time (IST). Leave empty for a key that does not expire."
          />
          <DialogFormActions label="Create key" busyLabel="Creating..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
