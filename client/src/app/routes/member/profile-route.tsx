import { lazy, Suspense } from "react";
import { LoadingMessage } from "../../../components/ui/status";
import { ProfilePage } from "../../../features/user/components/profile-page";
import { ReferralCard } from "../../../features/referral/components/referral-card";
import { PageHead } from "../../../components/seo/page-head";
import { YourDataSection } from "../../../features/data-rights/components/your-data-section";
import { EmailVerificationNotice } from "../../../features/auth/components/email-verification-notice";
import { SignedInDevices } from "../../../features/session/components/signed-in-devices";
import { TwoFactorSection } from "../../../features/two-factor/components/two-factor-card";
import { MailPreferencesCard } from "../../../features/reminder/components/mail-preferences-card";

// Members never download the admin panels; admins fetch them once the profile says so.
const UserAccountManagement = lazy(() =>
  import("../../../features/user/admin/user-account-management").then((m) => ({
    default: m.UserAccountManagement,
  })),
);
const ReferralBonusManagement = lazy(() =>
  import("../../../features/referral/admin/referral-bonus-management").then((m) => ({
    default: m.ReferralBonusManagement,
  })),
);

/** /profile: the member's own page, plus the user and referral admin panels for admins. */
export function ProfileRoute() {
  return (
    <>
      <PageHead />
      <EmailVerificationNotice />
      <ProfilePage
        referrals={<ReferralCard />}
        sideCards={<MailPreferencesCard />}
        adminPanels={
          <Suspense fallback={<LoadingMessage label="Loading admin tools..." />}>
            <UserAccountManagement />
            <ReferralBonusManagement />
          </Suspense>
        }
      />
      <YourDataSection />
      <SignedInDevices />
      <TwoFactorSection />
    </>
  );
}
