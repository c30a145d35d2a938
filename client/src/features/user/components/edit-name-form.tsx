import { editNameFormSchema, LIMITS } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useUpdateMe } from "./use-update-me";

interface NameValues {
  name: string;
}

export function EditNameForm({ name }: { name: string }) {
  const save = useUpdateMe();

  const onSubmit = async (values: NameValues, helpers: FormikHelpers<NameValues>) => {
    await save({ name: values.name.trim() }, helpers, ["name"], "Profile updated successfully");
  };

  return (
    <Formik<NameValues> initialValues={{ name }} enableReinitialize validationSchema={editNameFormSchema} onSubmit={onSubmit}>
      <Form noValidate className="space-y-4" aria-labelledby="edit-name-title">
        <h3 id="edit-name-title" className="font-semibold text-slate-900">
          Your Name
        </h3>
        <FormAlert />
        <TextField name="name" label="Full Name" autoComplete="name" maxLength={LIMITS.nameMax} />
        <SubmitButton label="Save Name" busyLabel="Saving..." variant="dark" size="md" />
      </Form>
    </Formik>
  );
}
