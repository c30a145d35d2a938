import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { PageHead } from "../../../components/seo/page-head";

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageHead title="Page not found" noindex />
      <p className="text-7xl font-extrabold tracking-tight text-orange-600 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={`${buttonClass("primary", "lg")} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
