import { lazy } from "react";

/** Every page but Home is split out of the main bundle; the account pages bring Formik and Yup. */
export const NotFound = lazy(() => import("./public/not-found").then((m) => ({ default: m.NotFoundPage })));

export const LoginPage = lazy(() => import("../../features/auth/components/login-page").then((m) => ({ default: m.LoginPage })));

export const SignupPage = lazy(() => import("../../features/auth/components/signup-page").then((m) => ({ default: m.SignupPage })));

export const PasswordResetPage = lazy(() =>
  import("../../features/auth/components/password-reset-page").then((m) => ({ default: m.PasswordResetPage })),
);

export const VerifyEmailPage = lazy(() =>
  import("../../features/auth/components/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);

export const TwoFactorSetupPage = lazy(() =>
  import("../../features/two-factor/components/two-factor-setup-page").then((m) => ({ default: m.TwoFactorSetupPage })),
);

export const ProfileRoute = lazy(() => import("./member/profile-route").then((m) => ({ default: m.ProfileRoute })));

export const AboutPage = lazy(() => import("../../features/site-content/components/about-page").then((m) => ({ default: m.AboutPage })));

export const BlogPage = lazy(() => import("../../features/blog/components/blog-page").then((m) => ({ default: m.BlogPage })));

export const BlogPostPage = lazy(() => import("../../features/blog/components/blog-post-page").then((m) => ({ default: m.BlogPostPage })));

export const SubscriptionPage = lazy(() =>
  import("../../features/plan/components/subscription-page").then((m) => ({ default: m.SubscriptionPage })),
);

export const ContactPage = lazy(() => import("../../features/message/components/contact-page").then((m) => ({ default: m.ContactPage })));

/** The three legal pages share one chunk, which alone brings react-markdown. */
export const PolicyPage = lazy(() => import("../../features/policy/components/policy-page").then((m) => ({ default: m.PolicyPage })));

export const AdminLayout = lazy(() => import("../../components/layouts/admin-layout").then((m) => ({ default: m.AdminLayout })));

export const AcceptPoliciesPage = lazy(() => import("./member/accept-policies-route").then((m) => ({ default: m.AcceptPoliciesRoute })));
