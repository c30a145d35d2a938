import { HistoryButton } from "../../../../components/version-history/history-button";
import { useMutation, useQuery } from "@apollo/client/react";
import { contactInfoFormSchema, CONTENT_LIMITS as L, LIMITS } from "../../../../../../common/validation";
import { describeOpeningHours } from "../../../../../../common/opening-hours";
import type { FormikHelpers } from "formik";
import { TextField } from "../../../../components/form/text-field";
import { AdminContactInfoDocument, UpdateContactInfoDocument, ContentKind } from "../../../../graphql/generated";
import { AdminPageHeader } from "../../../../components/admin/admin-page-header";
import { evictQueryFields, saveWithToasts } from "../../../../components/admin/mutations";
import { QueryFallback } from "../../../../components/admin/page-states";
import { SingleRecordEditor } from "../../../../components/admin/single-record-editor";
import { TextAreaField } from "../../../../components/form/textarea-field";
import { CONTACT_FIELDS, contactInput, contactValues, type ContactValues } from "./contact-schema";
import { ContactPreview } from "./contact-preview";
import { OpeningHoursEditor } from "./opening-hours-editor";

/** /admin/contact: phone numbers, e-mail, address, Instagram and the opening hours. */
export function ContactInfoPage() {
  const { data, error, refetch } = useQuery(AdminContactInfoDocument);
  const [update] = useMutation(UpdateContactInfoDocument, { update: (cache) => evictQueryFields(cache, "dashboard", "auditLog") });

  const onSubmit = (values: ContactValues, helpers: FormikHelpers<ContactValues>) =>
    saveWithToasts(helpers, CONTACT_FIELDS, () => update({ variables: { input: contactInput(values) } }), {
      success: "Contact info updated successfully",
      failure: "Failed to update contact info",
    });

  const info = data?.contactInfo;
  return (
    <>
      <AdminPageHeader
        title="Contact Info"
        description="How visitors reach the gym; used on every page and in search results."
        actions={<HistoryButton kind={ContentKind.Contact} name="Contact info" />}
      />
      {!info ? (
        <QueryFallback error={error} refetch={refetch} label="Loading contact info..." />
      ) : (
        <SingleRecordEditor<ContactValues>
          editor="contact"
          initialValues={contactValues(info)}
          schema={contactInfoFormSchema}
          onSubmit={onSubmit}
          fields={
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="phone" label="Phone" type="tel" autoComplete="off" maxLength={L.phoneMax} />
                <TextField name="alternatePhone" label="Alternate Phone (optional)" type="tel" autoComplete="off" maxLength={L.phoneMax} />
                <TextField
                  name="whatsapp"
                  label="WhatsApp"
                  type="tel"
                  autoComplete="off"
                  maxLength={L.phoneMax}
                  hint="International form, e.g. +91 98640 12345"
                />
                <TextField name="email" label="Email" type="email" autoComplete="off" maxLength={LIMITS.emailMax} />
              </div>
              <TextAreaField name="address" label="Address" rows={2} maxLength={L.addressMax} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="city" label="City (optional)" maxLength={L.cityMax} />
                <TextField name="instagram" label="Instagram" maxLength={L.instagramMax} hint="Handle without @" />
              </div>
              <OpeningHoursEditor />
            </>
          }
          preview={(values) => <ContactPreview values={values} />}
          current={[
            { label: "Phone", value: info.phone },
            { label: "Alternate phone", value: info.alternatePhone },
            { label: "WhatsApp", value: info.whatsapp },
            { label: "Email", value: info.email },
            { label: "Address", value: info.address },
            { label: "City", value: info.city },
            { label: "Instagram", value: `@${info.instagram}` },
            { label: "Opening hours", value: describeOpeningHours(info.openingHours).join("\n") },
          ]}
        />
      )}
    </>
  );
}
