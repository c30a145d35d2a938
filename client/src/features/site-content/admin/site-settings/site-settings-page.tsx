import { HistoryButton } from "../../../../components/version-history/history-button";
import { useMutation, useQuery } from "@apollo/client/react";
import { CONTENT_LIMITS as L, siteSettingsFormSchema } from "../../../../../../common/validation";
import type { FormikHelpers } from "formik";
import { TextField } from "../../../../components/form/text-field";
import { AdminSiteSettingsDocument, UpdateSiteSettingsDocument, ContentKind } from "../../../../graphql/generated";
import { ImagePicker } from "../../../../components/admin/image-picker/image-picker";
import { AdminPageHeader } from "../../../../components/admin/admin-page-header";
import { evictQueryFields, saveWithToasts } from "../../../../components/admin/mutations";
import { QueryFallback } from "../../../../components/admin/page-states";
import { SingleRecordEditor } from "../../../../components/admin/single-record-editor";
import { TextAreaField } from "../../../../components/form/textarea-field";
import { SETTINGS_FIELDS, siteSettingsInput, siteSettingsValues, type SiteSettingsValues } from "./site-settings-schema";
import { SiteSettingsPreview } from "./site-settings-preview";

/** /admin/site-settings: name, texts and images used across the whole site. */
export function SiteSettingsPage() {
  const { data, error, refetch } = useQuery(AdminSiteSettingsDocument);
  const [update] = useMutation(UpdateSiteSettingsDocument, { update: (cache) => evictQueryFields(cache, "dashboard", "auditLog") });

  const onSubmit = (values: SiteSettingsValues, helpers: FormikHelpers<SiteSettingsValues>) =>
    saveWithToasts(helpers, SETTINGS_FIELDS, () => update({ variables: { input: siteSettingsInput(values) } }), {
      success: "Site settings updated successfully",
      failure: "Failed to update site settings",
    });

  const settings = data?.siteSettings;
  return (
    <>
      <AdminPageHeader
        title="Site Settings"
        description="Branding and texts shown in the header, footer and search results."
        actions={<HistoryButton kind={ContentKind.SiteSettings} name="Site settings" />}
      />
      {!settings ? (
        <QueryFallback error={error} refetch={refetch} label="Loading site settings..." />
      ) : (
        <SingleRecordEditor<SiteSettingsValues>
          editor="site-settings"
          initialValues={siteSettingsValues(settings)}
          imageFields={["logo", "footerLogo", "favicon", "featuredImage"]}
          schema={siteSettingsFormSchema}
          onSubmit={onSubmit}
          fields={
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="siteName" label="Site Name" maxLength={L.siteNameMax} />
                <TextField name="licenceNumber" label="Licence Number" maxLength={L.licenceMax} />
              </div>
              <TextField name="tagline" label="Tagline" maxLength={L.taglineMax} />
              <TextAreaField
                name="metaDescription"
                label="Meta Description"
                rows={3}
                maxLength={L.metaDescriptionMax}
                hint="Shown by search engines under the site name."
              />
              <TextField name="footerText" label="Footer Text" maxLength={L.footerTextMax} hint="Only the part before a '|' is shown." />
              <div className="space-y-4">
                <ImagePicker name="logo" label="Logo URL" fit="contain" />
                <ImagePicker name="footerLogo" label="Footer Logo URL" fit="contain" />
                <ImagePicker name="favicon" label="Favicon URL" fit="contain" />
                <ImagePicker name="featuredImage" label="Featured Image URL" />
              </div>
            </>
          }
          preview={(values) => <SiteSettingsPreview values={values} />}
          current={[
            { label: "Site name", value: settings.siteName },
            { label: "Tagline", value: settings.tagline },
            { label: "Licence number", value: settings.licenceNumber },
            { label: "Meta description", value: settings.metaDescription },
            { label: "Footer text", value: settings.footerText },
            { label: "Logo", value: <span className="break-all">{settings.logo}</span> },
            { label: "Footer logo", value: <span className="break-all">{settings.footerLogo}</span> },
            { label: "Favicon", value: <span className="break-all">{settings.favicon}</span> },
            { label: "Featured image", value: <span className="break-all">{settings.featuredImage}</span> },
          ]}
        />
      )}
    </>
  );
}
