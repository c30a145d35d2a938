import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { buttonClass } from "../../components/ui/button-styles";
import { paths } from "../../config/paths";

/** Shown when a page throws or its code chunk fails to load (often after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page could not be shown. Reloading usually fixes it{detail ? ` (${detail})` : ""}.
      </p>
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
