import { currentPasswordSchema } from "../../../../../common/validation";
import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { DisableTwoFactorDocument, RegenerateRecoveryCodesDocument, Role, TwoFactorStatusDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { readServerError, SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";
import { RETURN_PARAM } from "../../../lib/return-path";
import { toSessionUser, writeUser } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { RecoveryCodes } from "./recovery-codes";

type Action = "newCodes" | "turnOff";

const setupLink = `${paths.twoFactorSetup}?${RETURN_PARAM}=${encodeURIComponent(paths.profile)}`;

/** "Two-factor sign-in" on the profile: turn it on, renew the recovery codes, or (members) turn it off. */
export function TwoFactorSection() {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery(TwoFactorStatusDocument, { skip: !isAuthenticated, fetchPolicy: "cache-and-network" });
  const [action, setAction] = useState<Action | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [regenerate] = useMutation(RegenerateRecoveryCodesDocument);
  const [disable] = useMutation(DisableTwoFactorDocument);
  if (!isAuthenticated || !data) return null;
  const { twoFactorEnabled, role } = data.me;

  const onSubmit = async ({ currentPassword }: { currentPassword: string }, helpers: FormikHelpers<{ currentPassword: string }>) => {
    helpers.setStatus(undefined);
    try {
      if (action === "newCodes") {
        const result = await regenerate({ variables: { currentPassword } });
        if (result.data) setCodes(result.data.regenerateRecoveryCodes.codes);
      } else {
        const result = await disable({ variables: { currentPassword }, refetchQueries: [TwoFactorStatusDocument] });
        if (result.data) writeUser(toSessionUser(result.data.disableTwoFactor));
        toast.success("Two-factor sign-in is off");
      }
      setAction(null);
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["currentPassword"])) {
        setFormError(helpers, usefulMessage(error) ?? SOMETHING_WENT_WRONG);
      }
    }
  };

  const choose = (next: Action) => {
    setCodes(null);
    setAction(next);
  };

  return (
    <div className="bg-slate-50 pb-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Card
          title="Two-factor sign-in"
          icon={ShieldCheck}
          description={
            twoFactorEnabled ? "On: signing in also needs a code from your authenticator app." : "Off: your password alone signs you in."
          }
        >
          <div className="space-y-5">
            <div className="flex flex-wrap gap-2">
              <Link to={setupLink} className={buttonClass(twoFactorEnabled ? "outlineDark" : "primary", "sm")}>
                {twoFactorEnabled ? "Use a new authenticator" : "Turn on"}
              </Link>
              {twoFactorEnabled && (
                <button type="button" className={buttonClass("outlineDark", "sm")} onClick={() => choose("newCodes")}>
                  New recovery codes
                </button>
              )}
              {twoFactorEnabled && role !== Role.Admin && (
                <button type="button" className={buttonClass("outlineDark", "sm")} onClick={() => choose("turnOff")}>
                  Turn off
                </button>
              )}
            </div>
            {action && (
              <Formik key={action} initialValues={{ currentPassword: "" }} validationSchema={currentPasswordSchema} onSubmit={onSubmit}>
                <Form noValidate className="max-w-sm space-y-4">
                  <FormAlert />
                  <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" autoFocus />
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton
                      label={action === "newCodes" ? "Show new codes" : "Turn off two-factor sign-in"}
                      busyLabel="Checking..."
                      variant={action === "newCodes" ? "dark" : "danger"}
                      size="sm"
                    />
                    <button type="button" className={buttonClass("ghostDark", "sm")} onClick={() => setAction(null)}>
                      Cancel
                    </button>
                  </div>
                </Form>
              </Formik>
            )}
            {codes && <RecoveryCodes codes={codes} />}
          </div>
        </Card>
      </div>
    </div>
  );
}
