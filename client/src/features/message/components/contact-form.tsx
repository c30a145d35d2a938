import { useMutation } from "@apollo/client/react";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema, LIMITS } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { FormSuccess } from "../../../components/form/form-success";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { LiveFieldset } from "../../../components/form/live-fieldset";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { TextAreaField } from "../../../components/form/textarea-field";
import { SendContactMessageDocument } from "../../../graphql/generated";
import { readServerError, SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";
import { CONTACT_FIELDS, emptyContactValues, toContactInput, type ContactValues } from "../contact-schema";

export function ContactForm() {
  const [send] = useMutation(SendContactMessageDocument);
  const [sent, setSent] = useState<string>();
  // After "Send another message" the empty form takes focus, where the thank-you text was.
  const [again, setAgain] = useState(false);

  const onSubmit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await send({ variables: { input: toContactInput(values) } });
      if (!data) throw new Error("No answer from the server");
      setSent(data.sendContactMessage.message || CONTACT_MESSAGES.sent);
    } catch (error) {
      // What was typed stays in the form, so nothing has to be written twice.
      if (!applyFieldErrors(readServerError(error), helpers, CONTACT_FIELDS)) {
        setFormError(helpers, usefulMessage(error) ?? SOMETHING_WENT_WRONG);
      }
    }
  };

  if (sent) {
    const sendAnother = () => {
      setSent(undefined);
      setAgain(true);
    };
    return <FormSuccess message={sent} onAgain={sendAnother} againLabel="Send another message" />;
  }

  return (
    <Formik<ContactValues> initialValues={emptyContactValues} validationSchema={contactMessageSchema} onSubmit={onSubmit}>
      <Form noValidate aria-labelledby="contact-form-title">
        <LiveFieldset legend="Your message" className="space-y-5">
          <FormAlert />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="firstName"
              label="First Name"
              required
              autoComplete="given-name"
              maxLength={CONTACT_LIMITS.firstNameMax}
              autoFocus={again}
            />
            <TextField name="lastName" label="Last Name" required autoComplete="family-name" maxLength={CONTACT_LIMITS.lastNameMax} />
          </div>
          <TextField name="email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.emailMax} />
          <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phoneMax} />
          <TextField name="subject" label="Subject" required maxLength={CONTACT_LIMITS.subjectMax} />
          <TextAreaField name="message" label="Message" required rows={5} maxLength={CONTACT_LIMITS.messageMax} />
          <SubmitButton label="Send Message" busyLabel="Sending..." className="w-full sm:w-auto" />
        </LiveFieldset>
      </Form>
    </Formik>
  );
}
