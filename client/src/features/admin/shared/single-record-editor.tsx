import { Form, Formik, type FormikHelpers, type FormikValues } from "formik";
import type { ReactNode } from "react";
import type { AnyObjectSchema } from "yup";
import { CurrentValues, type CurrentValue } from "./current-values";
import { EditorLayout } from "./editor-layout";
import { FormFooter } from "./form-footer";

interface SingleRecordEditorProps<V extends FormikValues> {
  initialValues: V;
  schema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<unknown>;
  fields: ReactNode;
  preview: (values: V) => ReactNode;
  current: readonly CurrentValue[];
}

/**
 * The shape shared by the hero, about, contact and settings editors: a form pre-filled with the
 * saved values (and reset to them after a save), a live preview and the saved values.
 */
export function SingleRecordEditor<V extends FormikValues>(props: SingleRecordEditorProps<V>) {
  const { initialValues, schema, onSubmit, fields, preview, current } = props;
  return (
    <Formik<V> initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => (
        <EditorLayout
          form={
            <Form noValidate className="space-y-4">
              {fields}
              <FormFooter />
            </Form>
          }
          preview={preview(values)}
          current={<CurrentValues items={current} />}
        />
      )}
    </Formik>
  );
}
