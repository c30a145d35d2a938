import { useField } from "formik";
import { useFormField } from "../form/use-form-field";
import { MarkdownEditor, type MarkdownEditorProps } from "./markdown-editor";

type FieldProps = Omit<MarkdownEditorProps, "value" | "onChange" | "onRestore" | "onBlur" | "error"> & { name: string };

/** The markdown editor as a Formik field: the same error wiring (client and server) as TextAreaField. */
export function MarkdownEditorField({ name, hint, ...editor }: FieldProps) {
  const { control, error } = useFormField(name, hint);
  const [, , helpers] = useField<string>(name);
  return (
    <MarkdownEditor
      {...editor}
      name={name}
      hint={hint}
      error={error}
      value={control.value}
      onChange={control.onChange}
      onBlur={control.onBlur}
      onRestore={(text) => void helpers.setValue(text, true)}
    />
  );
}
