import { createContext, useContext, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth-context";
import { buttonClass } from "../ui/button-styles";

export interface AuthActionsProps {
  /** Stacked in the mobile menu, a row in the desktop header. */
  stacked?: boolean;
  className: string;
  onNavigate?: () => void;
}

/**
 * The signed-in actions, given by the full app's provider. A page's first load for a visitor
 * with no session hydrates the header alone, without Apollo (see islands/): the signed-in
 * actions, which read the live account through Apollo, stay out of that load.
 */
export const SignedInActionsContext = createContext<((props: AuthActionsProps) => ReactNode) | null>(null);

/** Login/Sign Up for visitors; greeting, Profile, Admin Panel and Logout for a session. */
export function AuthActions({ stacked = false, className, onNavigate }: AuthActionsProps) {
  const { user } = useAuth();
  const signedInActions = useContext(SignedInActionsContext);
  if (user && signedInActions) return signedInActions({ stacked, className, onNavigate });
  const size = stacked ? "lg" : "sm";
  return (
    <div className={className}>
      <Link to={paths.login} onClick={onNavigate} className={buttonClass(stacked ? "outlineLight" : "ghostLight", size)}>
        Login
      </Link>
      <Link to={paths.signup} onClick={onNavigate} className={buttonClass("primary", size)}>
        Sign Up
      </Link>
    </div>
  );
}
