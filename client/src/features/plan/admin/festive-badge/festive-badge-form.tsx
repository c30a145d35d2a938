import { CONTENT_LIMITS as L, festiveBadgeSchema } from "../../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { TextField } from "../../../../components/form/text-field";
import { FormEditGuard } from "../../../../components/admin/form-edit-guard";
import { FormFooter } from "../../../../components/admin/form-footer";
import type { FestiveBadgeValues } from "./festive-badge-schema";
import { FestivePreview } from "./festive-preview";
import { ThemePicker } from "./theme-picker";

interface FestiveBadgeFormProps {
  saved: FestiveBadgeValues;
  onSave: (values: FestiveBadgeValues, helpers: FormikHelpers<FestiveBadgeValues>) => Promise<void>;
}

/** Badge text with its n/50 counter, the theme, and a live preview. */
export function FestiveBadgeForm({ saved, onSave }: FestiveBadgeFormProps) {
  return (
    <Formik<FestiveBadgeValues> initialValues={saved} enableReinitialize validationSchema={festiveBadgeSchema} onSubmit={onSave}>
      {({ values }) => (
        <Form noValidate className="space-y-5">
          <FormEditGuard editor="festive-badge" />
          <div className="grid gap-5 lg:grid-cols-2">
            <div className="space-y-5">
              <TextField name="text" label="Badge text" maxLength={L.festiveTextMax} hint={`${values.text.length}/${L.festiveTextMax}`} />
              <ThemePicker />
            </div>
            <FestivePreview text={values.text} color={values.color} />
          </div>
          <FormFooter label="Save Badge" />
        </Form>
      )}
    </Formik>
  );
}
