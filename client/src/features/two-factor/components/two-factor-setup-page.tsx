import { currentPasswordSchema, twoFactorCodeSchema } from "../../../../../common/validation";
import { useMutation } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { OneTimeCodeField } from "../../../components/form/one-time-code-field";
import { PasswordField } from "../../../components/form/password-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { PageHead } from "../../../components/seo/page-head";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import {
  ConfirmTwoFactorSetupDocument,
  Role,
  StartTwoFactorSetupDocument,
  type StartTwoFactorSetupMutation,
} from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { readServerError, SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";
import { loginPathReturningTo, RETURN_PARAM, safeReturnPath } from "../../../lib/return-path";
import { toSessionUser, writeUser } from "../../../lib/session";
import { RecoveryCodes } from "./recovery-codes";

type Setup = StartTwoFactorSetupMutation["startTwoFactorSetup"];

/** Shows the failure beside the named fields when the server names them, else in the form's alert. */
function showError<V>(error: unknown, helpers: FormikHelpers<V>, fields: readonly (keyof V & string)[]): void {
  if (!applyFieldErrors(readServerError(error), helpers, fields)) setFormError(helpers, usefulMessage(error) ?? SOMETHING_WENT_WRONG);
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** /account/two-factor: enrol an authenticator app: password, then the QR code and a code from it, then the recovery codes. */
export function TwoFactorSetupPage() {
  const { isAuthenticated, user } = useAuth();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [start] = useMutation(StartTwoFactorSetupDocument);
  const [confirm] = useMutation(ConfirmTwoFactorSetupDocument);

  if (!isAuthenticated || !user) return <Navigate to={loginPathReturningTo(`${pathname}${search}`)} replace />;
  const isAdmin = user.role === Role.Admin;
  const done = safeReturnPath(params.get(RETURN_PARAM)) ?? (isAdmin ? paths.admin.dashboard : paths.profile);

  const onPassword = async ({ currentPassword }: { currentPassword: string }, helpers: FormikHelpers<{ currentPassword: string }>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await start({ variables: { currentPassword } });
      if (data) setSetup(data.startTwoFactorSetup);
    } catch (error) {
      showError(error, helpers, ["currentPassword"]);
    }
  };

  const onCode = async ({ code }: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      if (!data) return;
      writeUser(toSessionUser(data.confirmTwoFactorSetup.user));
      setCodes(data.confirmTwoFactorSetup.codes);
    } catch (error) {
      showError(error, helpers, ["code"]);
    }
  };

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <PageHead />
      <div className="mx-auto max-w-xl space-y-6">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Two-factor sign-in</h1>
          <p className="mt-2 text-slate-700">
            {isAdmin && user.twoFactorEnabled === false
              ? "Admin accounts sign in with a password and a code from an authenticator app. Set it up now to use the admin panel."
              : "Each sign-in will ask for a code from an authenticator app on your phone, so a stolen password alone cannot open your account."}
          </p>
        </div>
        {codes ? (
          <Card title="Save your recovery codes" icon={ShieldCheck} description="Two-factor sign-in is on.">
            <RecoveryCodes codes={codes} />
            <button
              type="button"
              className={`${buttonClass("primary", "lg")} mt-6 w-full`}
              onClick={() => void navigate(done, { replace: true })}
            >
              I have saved them
            </button>
          </Card>
        ) : setup ? (
          <Card title="Scan the QR code" icon={ShieldCheck} description="Step 2 of 2">
            <div className="space-y-5">
              <p className="text-sm text-slate-700">
                Open an authenticator app (such as Google Authenticator, Microsoft Authenticator or 2FAS), add an account and scan this
                code.
              </p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt="QR code for your authenticator app"
                width={208}
                height={208}
                className="mx-auto size-52 rounded-lg border border-slate-200 bg-white p-2"
              />
              <div>
                <p className="text-sm text-slate-700">Cannot scan it? Enter this key in the app instead:</p>
                <p
                  className="mt-1 break-all rounded-lg bg-slate-100 p-3 text-center font-mono text-base text-slate-900"
                  aria-label="Setup key"
                >
                  {grouped(setup.secret)}
                </p>
              </div>
              <Formik initialValues={{ code: "" }} validationSchema={twoFactorCodeSchema} onSubmit={onCode}>
                <Form noValidate className="space-y-4">
                  <FormAlert />
                  <OneTimeCodeField name="code" label="Code from the app" hint="The 6 digits the app shows now." />
                  <SubmitButton label="Turn on two-factor sign-in" busyLabel="Checking..." className="w-full" />
                </Form>
              </Formik>
            </div>
          </Card>
        ) : (
          <Card title="Confirm it is you" icon={ShieldCheck} description="Step 1 of 2">
            <Formik initialValues={{ currentPassword: "" }} validationSchema={currentPasswordSchema} onSubmit={onPassword}>
              <Form noValidate className="space-y-4">
                <FormAlert />
                <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
                <SubmitButton label="Continue" busyLabel="Checking..." className="w-full" />
              </Form>
            </Formik>
          </Card>
        )}
      </div>
    </div>
  );
}
