import { Form, Formik, type FormikHelpers, type FormikValues } from "formik";
import type { ReactNode } from "react";
import type { AnyObjectSchema } from "yup";
import { CurrentValues, type CurrentValue } from "./current-values";
import { EditorLayout } from "./editor-layout";
import { FormEditGuard } from "./form-edit-guard";
import { FormFooter } from "./form-footer";
import { changedImages } from "./image-check";
import { useImageWarning } from "./use-image-warning";

interface SingleRecordEditorProps<V extends FormikValues> {
  /** Names the form's kept draft, e.g. "hero". */
  editor: string;
  initialValues: V;
  schema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<unknown>;
  fields: ReactNode;
  preview: (values: V) => ReactNode;
  current: readonly CurrentValue[];
  /** Image address fields: a changed one that does not load is warned about before saving. */
  imageFields?: readonly (keyof V)[];
}

/**
 * The shape shared by the hero, about, contact and settings editors: a form pre-filled with the
 * saved values (and reset to them after a save), a live preview and the saved values.
 */
export function SingleRecordEditor<V extends FormikValues>(props: SingleRecordEditorProps<V>) {
  const { editor, initialValues, schema, onSubmit, fields, preview, current, imageFields = [] } = props;
  const { confirmImages, warning } = useImageWarning();

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    if (!(await confirmImages(changedImages(values, initialValues, imageFields)))) return;
    await onSubmit(values, helpers);
  };

  return (
    <Formik<V> initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
      {({ values }) => (
        <>
          <EditorLayout
            form={
              <Form noValidate className="space-y-4">
                <FormEditGuard editor={editor} />
                {fields}
                <FormFooter />
              </Form>
            }
            preview={preview(values)}
            current={<CurrentValues items={current} />}
          />
          {warning}
        </>
      )}
    </Formik>
  );
}
