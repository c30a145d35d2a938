import { Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { SiteLayout } from "../components/layouts/site-layout";
import { LoadingMessage } from "../components/ui/status";
import { paths } from "../config/paths";
import { HomePage } from "../features/home/components/home-page";
import { RequireAdmin } from "../lib/require-admin";
import { AdminLayout, NotFound, placeholder } from "./routes/lazy-pages";
import { RouteError } from "./routes/route-error";

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.about, element: placeholder("About Us") },
  { path: paths.blog, element: placeholder("Blog") },
  { path: paths.blogPost, element: placeholder("Blog Post") },
  { path: paths.subscription, element: placeholder("Memberships") },
  { path: paths.contact, element: placeholder("Contact Us") },
  { path: paths.privacyPolicy, element: placeholder("Privacy Policy") },
  { path: paths.termsConditions, element: placeholder("Terms & Conditions") },
  { path: paths.refundPolicy, element: placeholder("Refund Policy") },
  { path: paths.login, element: placeholder("Sign In") },
  { path: paths.signup, element: placeholder("Sign Up") },
  { path: paths.profile, element: placeholder("Profile") },
  { path: paths.passwordReset, element: placeholder("Reset Password") },
  { path: "*", element: <NotFound /> },
];

const adminPages: RouteObject[] = [
  { index: true, element: placeholder("Admin Dashboard") },
  { path: paths.admin.blogs, element: placeholder("Blog Posts") },
  { path: paths.admin.subscriptions, element: placeholder("Subscriptions") },
  { path: paths.admin.hero, element: placeholder("Hero Section") },
  { path: paths.admin.about, element: placeholder("About Page") },
  { path: paths.admin.contact, element: placeholder("Contact Info") },
  { path: paths.admin.siteSettings, element: placeholder("Site Settings") },
  { path: paths.admin.users, element: placeholder("Users") },
  { path: paths.admin.policies, element: placeholder("Policies") },
  { path: paths.admin.messages, element: placeholder("Messages") },
];

export const routes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    element: (
      <RequireAdmin>
        <Suspense fallback={<LoadingMessage />}>
          <AdminLayout />
        </Suspense>
      </RequireAdmin>
    ),
    errorElement: <RouteError />,
    children: adminPages,
  },
  {
    element: <SiteLayout />,
    // A pathless child keeps the header and footer around the error message.
    children: [{ errorElement: <RouteError />, children: publicPages }],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
