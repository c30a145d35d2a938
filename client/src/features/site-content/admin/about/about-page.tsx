import { HistoryButton } from "../../../../components/version-history/history-button";
import { useMutation, useQuery } from "@apollo/client/react";
import { aboutFormSchema, CONTENT_LIMITS as L } from "../../../../../../common/validation";
import type { FormikHelpers } from "formik";
import { TextField } from "../../../../components/form/text-field";
import { AdminAboutDocument, UpdateAboutDocument, ContentKind } from "../../../../graphql/generated";
import { AdminPageHeader } from "../../../../components/admin/admin-page-header";
import { evictQueryFields, saveWithToasts } from "../../../../components/admin/mutations";
import { QueryFallback } from "../../../../components/admin/page-states";
import { ImagePicker } from "../../../../components/admin/image-picker/image-picker";
import { PreviewImage } from "../../../../components/admin/preview-image";
import { SingleRecordEditor } from "../../../../components/admin/single-record-editor";
import { TextAreaField } from "../../../../components/form/textarea-field";
import { ABOUT_FIELDS, aboutInput, aboutValues, paragraphs, type AboutValues } from "./about-schema";
import { AboutPreview } from "./about-preview";

/** /admin/about: the about page's title, story and image. */
export function AboutPage() {
  const { data, error, refetch } = useQuery(AdminAboutDocument);
  const [update] = useMutation(UpdateAboutDocument, { update: (cache) => evictQueryFields(cache, "dashboard", "auditLog") });

  const onSubmit = (values: AboutValues, helpers: FormikHelpers<AboutValues>) =>
    saveWithToasts(helpers, ABOUT_FIELDS, () => update({ variables: { input: aboutInput(values) } }), {
      success: "About content updated successfully",
      failure: "Failed to update about content",
    });

  return (
    <>
      <AdminPageHeader
        title="About Page"
        description="The story, title and picture on the about page."
        actions={<HistoryButton kind={ContentKind.About} name="About page" />}
      />
      {!data ? (
        <QueryFallback error={error} refetch={refetch} label="Loading about content..." />
      ) : (
        <SingleRecordEditor<AboutValues>
          editor="about"
          initialValues={aboutValues(data.about)}
          imageFields={["image"]}
          schema={aboutFormSchema}
          onSubmit={onSubmit}
          fields={
            <>
              <TextField name="title" label="Title" maxLength={L.titleMax} />
              <TextAreaField name="content" label="Content" rows={10} maxLength={L.articleMax} hint="Each line becomes a paragraph." />
              <ImagePicker name="image" label="Image URL" />
            </>
          }
          preview={(values) => <AboutPreview {...values} />}
          current={[
            { label: "Title", value: data.about.title },
            { label: "Content", value: `${paragraphs(data.about.content).length} paragraphs` },
            {
              label: "Image",
              value: (
                <>
                  <PreviewImage src={data.about.image} alt="Current about image" className="mb-2 aspect-video w-48 rounded-lg" />
                  <span className="break-all">{data.about.image}</span>
                </>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
