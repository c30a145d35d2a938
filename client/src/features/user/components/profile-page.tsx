import { useQuery } from "@apollo/client/react";
import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { paths } from "../../../config/paths";
import { ProfilePageDocument, Role } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { loginPathReturningTo } from "../../../lib/return-path";
import { AccountInfoCard } from "./account-info-card";
import { AccountStatusCard } from "./account-status-card";
import { BadgeSystemCard } from "./badge-system-card";
import { EditProfileSection } from "./edit-profile-section";
import { hasMembershipCard } from "./membership";
import { MembershipCard } from "./membership-card";
import { MembershipSummary } from "./membership-summary";
import { MembershipHistoryCard } from "./membership-history-card";
import { ProfileHeader } from "./profile-header";

function SignedOut() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your Profile</h1>
      <p className="mt-3 text-lg text-slate-700">Please log in to view your profile.</p>
      <Link to={loginPathReturningTo(paths.profile)} className={`${buttonClass("primary", "lg")} mt-8`}>
        <LogIn aria-hidden className="size-5" />
        Log in
      </Link>
    </section>
  );
}

interface ProfilePageProps {
  /** Rendered under the member's own cards when the server says the account is an admin. */
  adminPanels?: ReactNode;
  /** The referral card (features/referral), composed by the route: features do not import each other. */
  referrals?: ReactNode;
  /** More cards for the side column, from other features (e.g. the member's e-mail choices). */
  sideCards?: ReactNode;
}

export function ProfilePage({ adminPanels, referrals, sideCards }: ProfilePageProps) {
  const { isAuthenticated } = useAuth();
  // The server is the truth for tier, expiry, badge and score; the stored copy may be stale.
  const { data, error, refetch } = useQuery(ProfilePageDocument, {
    skip: !isAuthenticated,
    fetchPolicy: "cache-and-network",
  });

  if (!isAuthenticated) return <SignedOut />;
  if (!data) {
    // refetch rejects when it fails again; the hook's error state already shows that.
    const retry = () => void refetch().catch(() => undefined);
    if (error) return <ErrorMessage message="We couldn't load your profile." onRetry={retry} />;
    return <LoadingMessage label="Loading your profile..." />;
  }

  const account = data.me;
  return (
    <div className="bg-slate-50 pb-16">
      <ProfileHeader account={account} />
      <div className="mx-auto mt-6 max-w-7xl px-4 sm:px-6 lg:px-8">
        <MembershipSummary account={account} />
      </div>
      <div className="mx-auto mt-6 grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-6 lg:col-span-2">
          {hasMembershipCard(account.membershipTier) && <MembershipCard account={account} />}
          <BadgeSystemCard badge={account.badge} />
          <MembershipHistoryCard />
          <EditProfileSection name={account.name} />
        </div>
        <div className="space-y-6">
          <AccountStatusCard account={account} />
          <AccountInfoCard account={account} />
          {referrals}
          {sideCards}
        </div>
      </div>
      {account.role === Role.Admin && adminPanels && (
        <div className="mx-auto mt-10 max-w-7xl space-y-8 px-4 sm:px-6 lg:px-8">{adminPanels}</div>
      )}
    </div>
  );
}
