import { useMutation } from "@apollo/client/react";
import { ErrorMessage, Field, Form, Formik, type FormikHelpers } from "formik";
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, webhookEndpointSchema } from "../../../../../common/validation";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { TextField } from "../../../components/form/text-field";
import { saveWithToasts } from "../../../components/admin/mutations";
import { Dialog } from "../../../components/ui/dialog";
import {
  CreateWebhookEndpointDocument,
  UpdateWebhookEndpointDocument,
  type AdminWebhookEndpointFragment,
} from "../../../graphql/generated";

interface EndpointValues {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

const FIELDS = ["url", "description", "events", "enabled"] as const;

interface EndpointDialogProps {
  /** The endpoint to edit; undefined to add one. */
  endpoint?: AdminWebhookEndpointFragment;
  onClose: () => void;
  /** After a create: the signing secret, to show once. */
  onCreated: (secret: string, endpoint: AdminWebhookEndpointFragment) => void;
}

/** Add or edit a webhook endpoint: its URL, what it is for, the events it receives. */
export function EndpointDialog({ endpoint, onClose, onCreated }: EndpointDialogProps) {
  const [create] = useMutation(CreateWebhookEndpointDocument, { refetchQueries: ["AdminWebhookEndpoints"] });
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const initialValues: EndpointValues = {
    url: endpoint?.url ?? "",
    description: endpoint?.description ?? "",
    events: endpoint?.events ?? [],
    enabled: endpoint?.enabled ?? true,
  };

  const onSubmit = async (values: EndpointValues, helpers: FormikHelpers<EndpointValues>) => {
    const input = {
      url: values.url.trim(),
      description: values.description.trim() || null,
      events: values.events,
      enabled: values.enabled,
    };
    let secret: { value: string; endpoint: AdminWebhookEndpointFragment } | undefined;
    const saved = await saveWithToasts(
      helpers,
      FIELDS,
      async () => {
        if (endpoint) {
          await update({ variables: { id: endpoint.id, input } });
          return;
        }
        const result = await create({ variables: { input } });
        const created = result.data?.createWebhookEndpoint;
        if (created) secret = { value: created.secret, endpoint: created.endpoint };
      },
      { success: endpoint ? "Webhook endpoint updated" : "Webhook endpoint added", failure: "Failed to save the webhook endpoint" },
    );
    if (!saved) return;
    if (secret) onCreated(secret.value, secret.endpoint);
    else onClose();
  };

  return (
    <Dialog
      open
      title={endpoint ? "Edit webhook endpoint" : "Add webhook endpoint"}
      description="The gym POSTs each chosen event to this address, signed per the Standard Webhooks specification."
      onClose={onClose}
    >
      <Formik<EndpointValues> initialValues={initialValues} validationSchema={webhookEndpointSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <TextField
            name="url"
            label="URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://crm.example.com/hooks/gym"
            maxLength={WEBHOOK_LIMITS.urlMax}
          />
          <TextField name="description" label="Description (optional)" autoComplete="off" maxLength={WEBHOOK_LIMITS.descriptionMax} />
          <fieldset aria-describedby="webhook-events-error">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Events</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event) => (
                <label key={event.type} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                  <Field type="checkbox" name="events" value={event.type} className="mt-0.5 size-4 shrink-0 accent-orange-600" />
                  <span>
                    <span className="block font-medium text-slate-900">{event.label}</span>
                    <code className="text-xs text-slate-600">{event.type}</code>
                    <span className="mt-1 block text-slate-600">{event.description}</span>
                  </span>
                </label>
              ))}
            </div>
            <ErrorMessage name="events">
              {(message) => (
                <p id="webhook-events-error" className="mt-1.5 text-sm font-medium text-red-700">
                  {typeof message === "string" ? message : "Choose at least one event"}
                </p>
              )}
            </ErrorMessage>
          </fieldset>
          {endpoint && <CheckboxField name="enabled">Enabled: send new events to this endpoint</CheckboxField>}
          <DialogFormActions label={endpoint ? "Save" : "Add endpoint"} busyLabel="Saving..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
