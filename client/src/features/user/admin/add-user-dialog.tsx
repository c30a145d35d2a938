import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { addUserFormSchema, LIMITS } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { toast } from "../../../lib/toast";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { applyFieldErrors } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import { CreateUserDocument, type Role } from "../../../graphql/generated";
import { roleOptions } from "../../../lib/account-labels";
import { readServerError, usefulMessage } from "../../../lib/graphql-errors";
import type { AddUserValues } from "./user-forms";

const initialValues: AddUserValues = { name: "", email: "", password: "", role: "user" };

export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const [createUser] = useMutation(CreateUserDocument, {
    // The server lists newest first, so the new account goes on top.
    update(cache, { data }) {
      if (!data) return;
      cache.modify<{ users: Reference[] }>({
        fields: {
          users: (existing = [], { toReference }) => {
            const created = toReference(data.createUser);
            return created ? [created, ...existing] : existing;
          },
        },
      });
    },
  });

  const onSubmit = async (values: AddUserValues, helpers: FormikHelpers<AddUserValues>) => {
    try {
      await createUser({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            role: values.role as Role,
          },
        },
      });
      toast.success("User created successfully");
      onClose();
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["name", "email", "password", "role"])) {
        toast.error("Failed to create user", { description: usefulMessage(error) });
      }
    }
  };

  return (
    <Dialog open title="Add User" description="Create an account; the member can sign in straight away." onClose={onClose}>
      <Formik<AddUserValues> initialValues={initialValues} validationSchema={addUserFormSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <TextField name="name" label="Name" autoComplete="off" maxLength={LIMITS.nameMax} />
          <TextField name="email" label="Email" type="email" autoComplete="off" maxLength={LIMITS.emailMax} />
          <PasswordField name="password" label="Password" autoComplete="new-password" />
          <SelectField name="role" label="Role" options={roleOptions} />
          <DialogFormActions label="Add User" busyLabel="Adding..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
