import { ShieldAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { PageHead } from "../seo/page-head";
import { buttonClass } from "../ui/button-styles";
import { paths } from "../../config/paths";

/** What a signed-in member sees at an admin address: not a sign-in form, since they are signed in. */
export function StaffOnlyPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageHead title="Staff only" />
      <span className="flex size-14 items-center justify-center rounded-2xl bg-orange-100 text-orange-700">
        <ShieldAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">This area is for gym staff</h1>
      <p className="mt-3 text-slate-600">
        The admin panel is only open to the gym&apos;s administrators. Your member account and membership are on your profile.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.profile} className={buttonClass("primary", "lg")}>
          Go to your profile
        </Link>
        <Link to={paths.home} className={buttonClass("outlineDark", "lg")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
