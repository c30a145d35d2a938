import { Menu, X } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { LeaveGuard } from "../../lib/leave-guard";
import { LoadingMessage } from "../ui/status";
import { AdminSidebar } from "./admin-sidebar";
import { SiteLogo } from "./site-logo";
import { useAdminLayout } from "./use-admin-layout";

/** The admin shell: sidebar (a drawer below lg), no site header, footer or chat, light grey page. */
export function AdminLayout() {
  const branding = useAdminLayout();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Closed while rendering the new page rather than in an effect, so it never paints open there.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900 lg:flex">
      <header className="sticky top-0 z-50 flex h-14 items-center justify-between gap-3 bg-slate-900 px-4 text-white lg:hidden">
        <Link to={paths.admin.dashboard} className="flex min-w-0 items-center gap-2">
          <SiteLogo src={branding.logo} siteName={branding.siteName} size={32} />
          <span className="truncate font-bold">Admin Panel</span>
        </Link>
        <button
          type="button"
          onClick={() => setOpen((shown) => !shown)}
          aria-label={open ? "Close admin menu" : "Open admin menu"}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          className="rounded-md p-2 text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-400"
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </header>
      {open && (
        <div aria-hidden className="fixed inset-x-0 top-14 bottom-0 z-30 bg-slate-950/60 lg:hidden" onClick={() => setOpen(false)} />
      )}
      <aside
        id="admin-sidebar"
        className={`${open ? "fixed top-14 bottom-0 left-0 z-40 w-72" : "hidden"} lg:sticky lg:top-0 lg:block lg:h-screen lg:w-64 lg:shrink-0`}
      >
        <AdminSidebar branding={branding} />
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-7xl">
          <Suspense fallback={<LoadingMessage />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <LeaveGuard onStay={() => setOpen(false)} />
    </div>
  );
}
