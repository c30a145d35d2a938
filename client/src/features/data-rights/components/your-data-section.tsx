import { useMutation, useQuery } from "@apollo/client/react";
import { ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatLongDate } from "../../../../../common/gym-time";
import { ACCOUNT_DELETION_GRACE_DAYS } from "../../../../../common/validation";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { CancelAccountDeletionDocument, MyAccountDeletionDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { usefulMessage } from "../../../lib/graphql-errors";
import { dismissSignInNotice, readSignInNotice } from "../../../lib/sign-in-notice";
import { toast } from "../../../lib/toast";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DownloadMyDataButton } from "./download-my-data-button";

/** Shown while a deletion is pending, e.g. when the member is signed in elsewhere with a session started since. */
function PendingDeletionNotice({ eraseAfter }: { eraseAfter: string }) {
  const [cancel, { loading }] = useMutation(CancelAccountDeletionDocument, { refetchQueries: [MyAccountDeletionDocument] });
  const keep = async () => {
    try {
      const { data } = await cancel();
      if (data) toast.success(data.cancelAccountDeletion.message);
    } catch (error) {
      toast.error("Could not cancel the deletion", { description: usefulMessage(error) });
    }
  };
  return (
    <div role="status" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Your account is scheduled for deletion on {formatLongDate(eraseAfter)}.</p>
      <button type="button" onClick={() => void keep()} disabled={loading} className={`${buttonClass("outlineDark", "sm")} mt-3 bg-white`}>
        Keep my account
      </button>
    </div>
  );
}

/** The notice the server gave at sign-in, e.g. that signing in cancelled a pending deletion. */
function SignInNotice() {
  const [notice, setNotice] = useState(readSignInNotice);
  if (!notice) return null;
  const dismiss = () => {
    dismissSignInNotice();
    setNotice(null);
  };
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-start justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <p className="min-w-0 flex-1 font-semibold">{notice}</p>
      <button type="button" onClick={dismiss} className={`${buttonClass("outlineDark", "sm")} bg-white`}>
        Dismiss
      </button>
    </div>
  );
}

/** The profile's "Your data" section: a copy of everything the gym holds, and deleting the account. */
export function YourDataSection() {
  const { isAuthenticated } = useAuth();
  const [deleting, setDeleting] = useState(false);
  const { data } = useQuery(MyAccountDeletionDocument, { skip: !isAuthenticated, fetchPolicy: "cache-and-network" });
  if (!isAuthenticated) return null;

  const pending = data?.myAccountDeletion;
  return (
    <div className="bg-slate-50 pb-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Card title="Your data" icon={ShieldCheck} description="What the gym holds about you is yours to take or erase.">
          <SignInNotice />
          {pending && <PendingDeletionNotice eraseAfter={pending.eraseAfter} />}
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-900">Download my data</h3>
              <p className="mt-1 mb-4 text-sm text-slate-600">
                A JSON file with your account, membership, referral record, newsletter subscription, the messages you sent us and the
                changes made to your account.
              </p>
              <DownloadMyDataButton />
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">Delete my account</h3>
              <p className="mt-1 mb-4 text-sm text-slate-600">
                Erased after {ACCOUNT_DELETION_GRACE_DAYS} days; signing in before then cancels it.
              </p>
              <button type="button" onClick={() => setDeleting(true)} className={buttonClass("danger", "md")}>
                <Trash2 aria-hidden className="size-4" />
                Delete my account
              </button>
            </div>
          </div>
        </Card>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </div>
  );
}
