import { lazy } from "react";
import type { RouteObject } from "react-router-dom";
import { paths } from "../../../config/paths";

/** Each admin page is its own chunk: visitors never download them, admins fetch them on first use. */
const DashboardPage = lazy(() => import("../../../features/dashboard/admin/dashboard-page").then((m) => ({ default: m.DashboardPage })));
const BlogsPage = lazy(() => import("../../../features/blog/admin/blogs-page").then((m) => ({ default: m.BlogsPage })));
const PlansPage = lazy(() => import("../../../features/plan/admin/plans-page").then((m) => ({ default: m.PlansPage })));
const HeroPage = lazy(() => import("../../../features/site-content/admin/hero/hero-page").then((m) => ({ default: m.HeroPage })));
const AboutPage = lazy(() => import("../../../features/site-content/admin/about/about-page").then((m) => ({ default: m.AboutPage })));
const ContactInfoPage = lazy(() =>
  import("../../../features/site-content/admin/contact/contact-page").then((m) => ({ default: m.ContactInfoPage })),
);
const SiteSettingsPage = lazy(() =>
  import("../../../features/site-content/admin/site-settings/site-settings-page").then((m) => ({ default: m.SiteSettingsPage })),
);
const UsersRoute = lazy(() => import("./users-route").then((m) => ({ default: m.UsersRoute })));
const PoliciesPage = lazy(() => import("../../../features/policy/admin/policies-page").then((m) => ({ default: m.PoliciesPage })));
const MessagesPage = lazy(() => import("../../../features/message/admin/messages-page").then((m) => ({ default: m.MessagesPage })));
const RemindersPage = lazy(() => import("../../../features/reminder/admin/reminders-page").then((m) => ({ default: m.RemindersPage })));
const SubscribersPage = lazy(() =>
  import("../../../features/newsletter/admin/subscribers-page").then((m) => ({ default: m.SubscribersPage })),
);
const ApiKeysPage = lazy(() => import("../../../features/api-key/admin/api-keys-page").then((m) => ({ default: m.ApiKeysPage })));
const WebhooksPage = lazy(() => import("../../../features/webhook/admin/webhooks-page").then((m) => ({ default: m.WebhooksPage })));
const MediaPage = lazy(() => import("../../../features/media/admin/media-page").then((m) => ({ default: m.MediaPage })));

/** The pages inside the admin layout, under /admin. */
export const adminPages: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: paths.admin.blogs, element: <BlogsPage /> },
  { path: paths.admin.subscriptions, element: <PlansPage /> },
  { path: paths.admin.hero, element: <HeroPage /> },
  { path: paths.admin.about, element: <AboutPage /> },
  { path: paths.admin.contact, element: <ContactInfoPage /> },
  { path: paths.admin.siteSettings, element: <SiteSettingsPage /> },
  { path: paths.admin.users, element: <UsersRoute /> },
  { path: paths.admin.policies, element: <PoliciesPage /> },
  { path: paths.admin.messages, element: <MessagesPage /> },
  { path: paths.admin.media, element: <MediaPage /> },
  { path: paths.admin.reminders, element: <RemindersPage /> },
  { path: paths.admin.subscribers, element: <SubscribersPage /> },
  { path: paths.admin.apiKeys, element: <ApiKeysPage /> },
  { path: paths.admin.webhooks, element: <WebhooksPage /> },
];
