import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import type { PictureFragment } from "../../graphql/generated";
import { useAuth } from "../../lib/auth-context";
import { AuthActions } from "./auth-actions";
import { NavLinks } from "./nav-links";
import { SiteLogo } from "./site-logo";

const desktopLink = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? "text-orange-400" : "text-slate-200 hover:bg-white/10 hover:text-white"
  }`;

const mobileLink = (active: boolean) =>
  `block rounded-md px-3 py-3 text-base font-medium ${active ? "bg-white/10 text-orange-400" : "text-slate-100 hover:bg-white/10"}`;

// A signed-in header holds four more controls, so it keeps the menu button up to a wider screen.
const breakpoints = {
  lg: { desktop: "hidden lg:block", actions: "hidden lg:flex", compact: "lg:hidden" },
  xl: { desktop: "hidden xl:block", actions: "hidden xl:flex", compact: "xl:hidden" },
};

interface SiteHeaderProps {
  siteName: string;
  logo?: string;
  logoPicture?: PictureFragment | null;
}

export function SiteHeader({ siteName, logo, logoPicture }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { isAuthenticated } = useAuth();
  const bp = breakpoints[isAuthenticated ? "xl" : "lg"];
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Back/forward navigation must close the menu too, not only clicks on its links.
  // Closed while rendering the new page rather than in an effect, so it never paints open there.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus in the menu would fall to the page's start when the menu goes; it returns to the toggle.
      if (document.getElementById("mobile-menu")?.contains(document.activeElement)) toggle.current?.focus();
      setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // The open menu lies over the top of the page: tabbing on past it would focus links hidden
  // beneath it, so it closes as soon as the focus moves to anything outside the header.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
  };

  return (
    <header onBlur={onBlur} className="sticky top-0 z-40 border-b border-white/10 bg-slate-950/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex min-w-0 items-center gap-3" aria-label={`${siteName} home`}>
          <SiteLogo src={logo} picture={logoPicture} siteName={siteName} />
          <span className="line-clamp-2 text-base font-extrabold uppercase leading-tight text-white sm:text-lg sm:tracking-wide">
            {siteName}
          </span>
        </Link>
        <div className={bp.desktop}>
          <NavLinks label="Main" className="flex items-center gap-1" linkClassName={desktopLink} />
        </div>
        <AuthActions className={`${bp.actions} shrink-0 items-center gap-2`} />
        <button
          ref={toggle}
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          className={`rounded-md p-2 text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${bp.compact}`}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className={`border-t border-white/10 px-4 pb-5 pt-2 sm:px-6 ${bp.compact}`}>
          <NavLinks label="Mobile" className="space-y-1" linkClassName={mobileLink} onNavigate={closeMenu} />
          <AuthActions stacked className="mt-4 flex flex-col items-stretch gap-2 border-t border-white/10 pt-4" onNavigate={closeMenu} />
        </div>
      )}
    </header>
  );
}
