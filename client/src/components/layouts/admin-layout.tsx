import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingMessage } from "../ui/status";

/** Bare admin shell on a light grey page; the sidebar arrives with the admin pages. */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
