import { useMutation } from "@apollo/client/react";
import { LIMITS, newsletterSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { FormSuccess } from "../../../components/form/form-success";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { LiveFieldset } from "../../../components/form/live-fieldset";
import { SubmitButton } from "../../../components/form/submit-button";
import { controlClass, useFormField } from "../../../components/form/use-form-field";
import { SubscribeToNewsletterDocument } from "../../../graphql/generated";
import { readServerError, SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";

interface SubscribeValues {
  email: string;
}

/** The shared field styles are for light panels; this one sits on the dark Stay Updated box. */
function EmailInput({ autoFocus }: { autoFocus: boolean }) {
  const { control, error, errorId } = useFormField("email");
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm font-semibold text-slate-200">
        Email address
      </label>
      <input
        {...control}
        type="email"
        autoComplete="email"
        required
        autoFocus={autoFocus}
        maxLength={LIMITS.emailMax}
        placeholder="you@example.com"
        className={controlClass(!!error)}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubscribeBox() {
  const [subscribe] = useMutation(SubscribeToNewsletterDocument);
  const [confirmation, setConfirmation] = useState<string>();
  const [again, setAgain] = useState(false);

  const onSubmit = async (values: SubscribeValues, helpers: FormikHelpers<SubscribeValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await subscribe({ variables: { email: values.email.trim() } });
      if (!data) throw new Error("No answer from the server");
      setConfirmation(data.subscribeToNewsletter.message);
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["email"])) {
        setFormError(helpers, usefulMessage(error) ?? SOMETHING_WENT_WRONG);
      }
    }
  };

  if (confirmation) {
    const subscribeAnother = () => {
      setConfirmation(undefined);
      setAgain(true);
    };
    return (
      <div className="mt-4">
        <FormSuccess message={confirmation} onAgain={subscribeAnother} againLabel="Subscribe another address" tone="dark" />
      </div>
    );
  }

  return (
    <Formik<SubscribeValues> initialValues={{ email: "" }} validationSchema={newsletterSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Subscribe to blog updates">
        <LiveFieldset legend="Blog updates by e-mail" className="mt-4 space-y-3">
          <FormAlert />
          <EmailInput autoFocus={again} />
          <SubmitButton label="Subscribe" busyLabel="Subscribing..." size="md" className="w-full" />
        </LiveFieldset>
      </Form>
    </Formik>
  );
}
