import { ArrowLeft, LogOut } from "lucide-react";
import { startTransition } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth";
import { leaveUnlessUnsaved } from "../../lib/unsaved-changes";
import { AdminNavLinks } from "./admin-nav-links";
import { SiteLogo } from "./site-logo";
import type { AdminBranding } from "./use-admin-layout";

const footerButton =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-orange-400";

/** Brand, page links, the signed-in admin, Back to Website and Logout. */
export function AdminSidebar({ branding }: { branding: AdminBranding }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  // Leaving /admin and ending the session render together, in one transition: ending the
  // session while the admin route is still rendered would make its guard send us to /login.
  const onLogout = () =>
    leaveUnlessUnsaved(() =>
      startTransition(() => {
        void navigate(paths.home);
        void logout();
      }),
    );

  return (
    <div className="flex h-full flex-col bg-slate-900 text-white">
      <Link to={paths.admin.dashboard} className="hidden items-center gap-3 border-b border-white/10 px-5 py-5 lg:flex">
        <SiteLogo src={branding.logo} siteName={branding.siteName} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-bold">{branding.siteName}</span>
          <span className="block text-xs uppercase tracking-wider text-orange-400">Admin Panel</span>
        </span>
      </Link>
      <AdminNavLinks unreadMessages={branding.unreadMessages} />
      <div className="space-y-1 border-t border-white/10 px-3 py-4">
        <div className="mb-2 flex items-center gap-3 px-3">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-500 font-bold text-slate-950"
          >
            {user?.name.trim().charAt(0).toUpperCase() || "A"}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{user?.name}</span>
            <span className="block text-xs text-slate-400">Administrator</span>
          </span>
        </div>
        <Link to={paths.home} className={footerButton}>
          <ArrowLeft aria-hidden className="size-5" />
          Back to Website
        </Link>
        <button type="button" onClick={onLogout} className={footerButton}>
          <LogOut aria-hidden className="size-5" />
          Logout
        </button>
      </div>
    </div>
  );
}
