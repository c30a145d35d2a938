import { Component, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { buttonClass } from "../../components/ui/button-styles";
import { paths } from "../../config/paths";

/** Shown when a page throws or its code chunk fails to load (often after a deploy). */
function RouteError() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-slate-600">This page could not be shown. Reloading usually fixes it.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
          Reload page
        </button>
        <Link to={paths.home} className={buttonClass("outlineDark")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** Moving to another page clears the error, as the data router's errorElement did. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what a page throws: the component router (see app.tsx) has no `errorElement`. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
