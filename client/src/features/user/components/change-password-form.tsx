import { changePasswordFormSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { FormAlert } from "../../../components/form/form-alert";
import { PasswordField } from "../../../components/form/password-field";
import { PasswordStrengthMeter } from "../../../components/form/password-strength-meter";
import { SubmitButton } from "../../../components/form/submit-button";
import { useUpdateMe } from "./use-update-me";

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const empty: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const save = useUpdateMe();

  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    const { currentPassword, newPassword } = values;
    const saved = await save(
      { currentPassword, newPassword },
      helpers,
      ["currentPassword", "newPassword"],
      "Password updated successfully",
    );
    if (saved) helpers.resetForm();
  };

  return (
    <Formik<PasswordValues> initialValues={empty} validationSchema={changePasswordFormSchema} onSubmit={onSubmit}>
      <Form noValidate className="space-y-4" aria-labelledby="change-password-title">
        <h3 id="change-password-title" className="font-semibold text-slate-900">
          Change Password
        </h3>
        <FormAlert />
        <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
        <PasswordField name="newPassword" label="New Password" autoComplete="new-password" hint="Signs you out on your other devices." />
        <PasswordStrengthMeter name="newPassword" />
        <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
        <SubmitButton label="Update Password" busyLabel="Updating..." variant="dark" size="md" />
      </Form>
    </Formik>
  );
}
