import { Suspense } from "react";
import { Outlet, useRoutes, type RouteObject } from "react-router-dom";
import { SiteLayout } from "../components/layouts/site-layout";
import { LoadingMessage } from "../components/ui/status";
import { paths } from "../config/paths";
import { HomePage } from "./routes/public/home/home-page";
import { PolicyType } from "../graphql/generated";
import { RequireAdmin } from "../lib/require-admin";
import { adminPages } from "./routes/admin/admin-pages";
import {
  AcceptPoliciesPage,
  AboutPage,
  AdminLayout,
  BlogPage,
  BlogPostPage,
  ContactPage,
  LoginPage,
  NotFound,
  PasswordResetPage,
  VerifyEmailPage,
  PolicyPage,
  ProfileRoute,
  SignupPage,
  SubscriptionPage,
  TwoFactorSetupPage,
} from "./routes/lazy-pages";
import { RouteErrorBoundary } from "./routes/route-error";
import { RenewalBanner } from "../features/user/components/renewal-banner";
import { RequireAcceptedPolicies } from "../features/policy/components/require-accepted-policies";

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.about, element: <AboutPage /> },
  { path: paths.blog, element: <BlogPage /> },
  { path: paths.blogPost, element: <BlogPostPage /> },
  { path: paths.subscription, element: <SubscriptionPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.privacyPolicy, element: <PolicyPage type={PolicyType.Privacy} /> },
  { path: paths.termsConditions, element: <PolicyPage type={PolicyType.Terms} /> },
  { path: paths.refundPolicy, element: <PolicyPage type={PolicyType.Refund} /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.signup, element: <SignupPage /> },
  {
    path: paths.profile,
    element: (
      <RequireAcceptedPolicies>
        <ProfileRoute />
      </RequireAcceptedPolicies>
    ),
  },
  { path: paths.acceptPolicies, element: <AcceptPoliciesPage /> },
  { path: paths.passwordReset, element: <PasswordResetPage /> },
  { path: paths.verifyEmail, element: <VerifyEmailPage /> },
  {
    path: paths.twoFactorSetup,
    element: (
      <RequireAcceptedPolicies>
        <TwoFactorSetupPage />
      </RequireAcceptedPolicies>
    ),
  },
  { path: "*", element: <NotFound /> },
];

export const routes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    element: (
      <RouteErrorBoundary>
        <RequireAdmin>
          <Suspense fallback={<LoadingMessage />}>
            <AdminLayout />
          </Suspense>
        </RequireAdmin>
      </RouteErrorBoundary>
    ),
    children: adminPages,
  },
  {
    element: <SiteLayout notice={<RenewalBanner />} />,
    // A pathless child keeps the header and footer around the error message.
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: publicPages,
      },
    ],
  },
];

/** Rendered inside the app's BrowserRouter; the outer boundary catches a failing layout. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
