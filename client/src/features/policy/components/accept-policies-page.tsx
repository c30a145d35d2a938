import { useMutation, useQuery } from "@apollo/client/react";
import { CheckCircle2, ExternalLink, FileText, LoaderCircle, LogOut } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { formatLongDate } from "../../../../../common/gym-time";
import { PageHead } from "../../../components/seo/page-head";
import { PageHeader } from "../../../components/layouts/page-header";
import { buttonClass } from "../../../components/ui/button-styles";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { paths } from "../../../config/paths";
import { AcceptPoliciesDocument, PendingPoliciesDocument, type PendingPolicyItemFragment } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { readServerError } from "../../../lib/graphql-errors";
import { loginPathReturningTo, safeReturnPath, RETURN_PARAM } from "../../../lib/return-path";
import { toast } from "../../../lib/toast";

const TextDiff = lazy(() => import("../../../components/diff/text-diff"));

const PUBLIC_PAGE = { terms: paths.termsConditions, privacy: paths.privacyPolicy, refund: paths.refundPolicy } as const;

function PendingChange({ item }: { item: PendingPolicyItemFragment }) {
  const { current, accepted } = item;
  return (
    <section aria-labelledby={`pending-${item.policyType}`} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 p-5">
        <h2 id={`pending-${item.policyType}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <FileText aria-hidden className="size-5 text-orange-600" />
          {current.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Version {current.version}, published {formatLongDate(current.publishedAt)}
          {accepted ? ` (you accepted version ${accepted.version})` : ""}
        </p>
        {current.changeNote && (
          <p className="mt-3 rounded-lg bg-orange-50 p-3 text-sm text-orange-950 ring-1 ring-orange-200">
            <span className="font-semibold">What changed: </span>
            {current.changeNote}
          </p>
        )}
        <a
          href={PUBLIC_PAGE[item.policyType]}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-orange-700 hover:underline"
        >
          Read the full {current.title}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </div>
      <div tabIndex={0} role="region" aria-label={`Changes to the ${current.title}`} className="max-h-[28rem] overflow-y-auto py-2">
        <Suspense fallback={<LoadingMessage label="Comparing..." />}>
          <TextDiff before={accepted?.content ?? ""} after={current.content} />
        </Suspense>
      </div>
    </section>
  );
}

/**
 * /accept-policies: what changed in the Terms and Privacy Policy since the member last accepted
 * them. `children` (the data-rights section) stays reachable without accepting.
 */
export function AcceptPoliciesPage({ children }: { children?: ReactNode }) {
  const { isAuthenticated, logout } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_PARAM)) ?? paths.profile;
  const { data, error, refetch } = useQuery(PendingPoliciesDocument, { skip: !isAuthenticated, fetchPolicy: "network-only" });
  const [accept, { loading: accepting }] = useMutation(AcceptPoliciesDocument);
  const [problem, setProblem] = useState<string>();

  if (!isAuthenticated) return <Navigate to={loginPathReturningTo(`${pathname}${search}`)} replace />;

  const pending = data?.pendingPolicies;
  const onAccept = async () => {
    if (!pending) return;
    setProblem(undefined);
    const version = (type: string) => pending.find((p) => p.policyType === type)?.current.version ?? null;
    try {
      const answer = await accept({ variables: { input: { terms: version("terms"), privacy: version("privacy") } } });
      if (answer.data?.acceptPolicies.length) {
        await refetch();
        return;
      }
      toast.success("Thank you", { description: "Your acceptance has been recorded." });
      void navigate(next, { replace: true });
    } catch (failure) {
      const server = readServerError(failure);
      setProblem(
        server?.fields ? Object.values(server.fields)[0] : (server?.message ?? "Could not record your acceptance. Please try again."),
      );
      void refetch().catch(() => undefined);
    }
  };
  const onSignOut = async () => {
    await logout();
    void navigate(paths.home, { replace: true });
  };

  let body;
  if (pending && pending.length === 0) return <Navigate to={next} replace />;
  if (pending) {
    body = (
      <>
        {pending.map((item) => (
          <PendingChange key={item.policyType} item={item} />
        ))}
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => void onSignOut()} className={buttonClass("outlineDark")}>
            <LogOut aria-hidden className="size-4" />
            Sign out
          </button>
          <button type="button" onClick={() => void onAccept()} disabled={accepting} className={buttonClass("primary")}>
            {accepting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <CheckCircle2 aria-hidden className="size-4" />}
            {accepting ? "Recording..." : "I accept"}
          </button>
        </div>
      </>
    );
  } else if (error) {
    body = <ErrorMessage message="Could not load the updated policies." onRetry={() => void refetch().catch(() => undefined)} />;
  } else {
    body = <LoadingMessage label="Loading the updated policies..." />;
  }

  return (
    <>
      <PageHead />
      <PageHeader
        eyebrow="Your account"
        title="We have updated our policies"
        subtitle="Please review what changed and accept to continue. If you do not agree, you can download your data or delete your account below, or sign out."
      />
      <div className="mx-auto max-w-4xl space-y-6 px-4 pb-10 pt-6 sm:px-6 lg:px-8">{body}</div>
      {pending && pending.length > 0 && children}
    </>
  );
}
