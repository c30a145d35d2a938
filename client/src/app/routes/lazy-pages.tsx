import { lazy } from "react";

/** Every page but Home is split out of the main bundle. */
const Placeholder = lazy(() =>
  import("../../components/placeholder-page").then((m) => ({ default: m.PlaceholderPage })),
);

export const NotFound = lazy(() => import("./public/not-found").then((m) => ({ default: m.NotFoundPage })));

export const AdminLayout = lazy(() =>
  import("../../components/layouts/admin-layout").then((m) => ({ default: m.AdminLayout })),
);

/** A page that a later issue builds. */
export function placeholder(title: string) {
  return <Placeholder title={title} />;
}
