import { LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth-context";
import { useLiveUser } from "../../lib/use-live-user";
import { buttonClass } from "../ui/button-styles";
import type { AuthActionsProps } from "./auth-actions";

/** Greeting, Profile, Admin Panel and Logout; the greeting follows the live account. */
export function SignedInActions({ stacked = false, className, onNavigate }: AuthActionsProps) {
  const { isAdmin, logout } = useAuth();
  const user = useLiveUser();
  const navigate = useNavigate();
  const size = stacked ? "lg" : "sm";
  const linkClass = stacked
    ? "flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-slate-100 hover:bg-white/10"
    : buttonClass("ghostLight", size);

  const onLogout = () => {
    void logout();
    onNavigate?.();
    toast.success("You have been logged out.");
    void navigate(paths.home);
  };

  return (
    <div className={className}>
      <span className={`max-w-56 truncate text-sm text-slate-300 ${stacked ? "px-3 pb-1" : "px-1"}`}>Welcome, {user?.name}</span>
      {isAdmin && (
        <Link to={paths.admin.dashboard} onClick={onNavigate} className={linkClass}>
          <ShieldCheck aria-hidden className="size-4" />
          Admin Panel
        </Link>
      )}
      <Link to={paths.profile} onClick={onNavigate} className={linkClass}>
        <UserRound aria-hidden className="size-4" />
        Profile
      </Link>
      <button type="button" onClick={onLogout} className={buttonClass("outlineLight", size)}>
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
    </div>
  );
}
