/**
 * `react-router-dom` in the islands' build (see vite.config.mts). An island's link opens its page
 * from the server, which sends that page with its own islands: the islands need no router, and
 * React Router (10 kB of brotli JavaScript, a third of a post's) stays out of a visitor's first
 * load. What islands use of it is here, with React Router's markup for the same props: the server
 * renders islands with React Router itself, and Preact hydrates over that HTML without patching it.
 * A link is an <a> the browser follows; where React Router would push or replace a location, the
 * browser opens that page. Paths are absolute (see config/paths.ts): there are no routes here to
 * resolve a relative one against.
 */
import { createElement, forwardRef, type ForwardRefExoticComponent, type MouseEvent, type ReactNode, type RefAttributes } from "react";
import type { LinkProps, Location, NavigateFunction, NavigateOptions, NavLinkProps, Path, To } from "react-router-dom";

/**
 * React Router's own `createPath`; importing it from there would bring the whole router along
 * (its module creates its contexts as it loads).
 */
export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const fragment = hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "";
  return pathname + query + fragment;
}

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

/** A URL with a scheme, or protocol-relative: React Router leaves these as they are, unmarked. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function open(to: To | number, options?: NavigateOptions): void {
  if (typeof to === "number") return window.history.go(to);
  if (options?.replace) window.location.replace(hrefOf(to));
  else window.location.assign(hrefOf(to));
}

/** The islands render inside one, under React in the dev server; here the page is the location. */
export function Router({ children }: { children?: ReactNode }) {
  return children;
}

/** The page's own address: an island never moves to another without the page reloading. */
function pageLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default", mask: undefined };
}

export const useLocation: () => Location = pageLocation;

export function useNavigate(): NavigateFunction {
  return open;
}

/** A click the browser itself would follow in this tab: React Router's test for handling one. */
const followsInThisTab = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 && (!target || target === "_self") && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export const Link: ForwardRefExoticComponent<LinkProps & RefAttributes<HTMLAnchorElement>> = forwardRef<HTMLAnchorElement, LinkProps>(
  function Link(
    {
      onClick,
      discover = "render",
      replace,
      to,
      target,
      // Nothing to do for a page that the server sends afresh.
      prefetch: _prefetch,
      relative: _relative,
      reloadDocument: _reloadDocument,
      mask: _mask,
      state: _state,
      preventScrollReset: _preventScrollReset,
      viewTransition: _viewTransition,
      defaultShouldRevalidate: _defaultShouldRevalidate,
      ...rest
    },
    ref,
  ) {
    const href = hrefOf(to);
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      // A replacing link is the one a plain <a> cannot be.
      if (!replace || event.defaultPrevented || !followsInThisTab(event, target)) return;
      event.preventDefault();
      open(to, { replace });
    };
    const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
    return createElement("a", {
      ...rest,
      href,
      onClick: replace ? handleClick : onClick,
      ref,
      target,
      "data-discover": !absolute && discover === "render" ? "true" : undefined,
    });
  },
);

/** React Router's test of whether the page at `locationPathname` is the one `to` leads to, or below it. */
function isActiveAt(to: To, locationPathname: string, end: boolean, caseSensitive: boolean): boolean {
  const toPath = (typeof to === "string" ? to.split(/[?#]/, 1)[0] : to.pathname) || locationPathname;
  const [here, there] = caseSensitive ? [locationPathname, toPath] : [locationPathname.toLowerCase(), toPath.toLowerCase()];
  const endSlashPosition = there !== "/" && there.endsWith("/") ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(endSlashPosition) === "/");
}

export const NavLink: ForwardRefExoticComponent<NavLinkProps & RefAttributes<HTMLAnchorElement>> = forwardRef<
  HTMLAnchorElement,
  NavLinkProps
>(function NavLink(
  { "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, to, children, ...rest },
  ref,
) {
  const isActive = isActiveAt(to, pageLocation().pathname, end, caseSensitive);
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return createElement(
    Link,
    {
      ...rest,
      "aria-current": isActive ? ariaCurrent : undefined,
      className:
        typeof className === "function" ? className(renderProps) : [className, isActive ? "active" : null].filter(Boolean).join(" "),
      ref,
      style: typeof style === "function" ? style(renderProps) : style,
      to,
    },
    typeof children === "function" ? children(renderProps) : children,
  );
});
