import { HistoryButton } from "../../../../components/version-history/history-button";
import { useMutation, useQuery } from "@apollo/client/react";
import { CONTENT_LIMITS as L, heroFormSchema } from "../../../../../../common/validation";
import type { FormikHelpers } from "formik";
import { TextField } from "../../../../components/form/text-field";
import { AdminHeroDocument, UpdateHeroDocument, ContentKind } from "../../../../graphql/generated";
import { AdminPageHeader } from "../../../../components/admin/admin-page-header";
import { evictQueryFields, saveWithToasts } from "../../../../components/admin/mutations";
import { QueryFallback } from "../../../../components/admin/page-states";
import { ImagePicker } from "../../../../components/admin/image-picker/image-picker";
import { PreviewImage } from "../../../../components/admin/preview-image";
import { SingleRecordEditor } from "../../../../components/admin/single-record-editor";
import { TextAreaField } from "../../../../components/form/textarea-field";
import { HERO_FIELDS, heroInput, heroValues, type HeroValues } from "./hero-schema";
import { HeroPreview } from "./hero-preview";

/** /admin/hero: the home page's hero title, subtitle and background image. */
export function HeroPage() {
  const { data, error, refetch } = useQuery(AdminHeroDocument);
  const [update] = useMutation(UpdateHeroDocument, { update: (cache) => evictQueryFields(cache, "dashboard", "auditLog") });

  const onSubmit = (values: HeroValues, helpers: FormikHelpers<HeroValues>) =>
    saveWithToasts(helpers, HERO_FIELDS, () => update({ variables: { input: heroInput(values) } }), {
      success: "Hero section updated successfully",
      failure: "Failed to update hero section",
    });

  return (
    <>
      <AdminPageHeader
        title="Hero Section"
        description="The full-screen banner at the top of the home page."
        actions={<HistoryButton kind={ContentKind.Hero} name="Hero section" />}
      />
      {!data ? (
        <QueryFallback error={error} refetch={refetch} label="Loading hero section..." />
      ) : (
        <SingleRecordEditor<HeroValues>
          editor="hero"
          initialValues={heroValues(data.hero)}
          imageFields={["image"]}
          schema={heroFormSchema}
          onSubmit={onSubmit}
          fields={
            <>
              <TextField name="title" label="Title" maxLength={L.titleMax} />
              <TextAreaField name="subtitle" label="Subtitle" rows={3} maxLength={L.subtitleMax} />
              <ImagePicker name="image" label="Image URL" />
            </>
          }
          preview={(values) => <HeroPreview {...values} />}
          current={[
            { label: "Title", value: data.hero.title },
            { label: "Subtitle", value: data.hero.subtitle },
            {
              label: "Image",
              value: (
                <>
                  <PreviewImage src={data.hero.image} alt="Current hero image" className="mb-2 aspect-video w-48 rounded-lg" />
                  <span className="break-all">{data.hero.image}</span>
                </>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
