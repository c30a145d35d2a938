import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";

export function BackToHome() {
  const { pathname } = useLocation();
  if (pathname === paths.home) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      {/* Semibold like the page's other small labels: a weight of its own would be one more font to look up for the first paint. */}
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-orange-500 hover:text-orange-700"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </Link>
    </div>
  );
}
