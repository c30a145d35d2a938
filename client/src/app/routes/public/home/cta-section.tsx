import { Link } from "react-router-dom";
import { buttonClass } from "../../../../components/ui/button-styles";
import { paths } from "../../../../config/paths";
import { RENDER_WHEN_NEAR } from "../../../../components/ui/render-when-near";

export function CtaSection() {
  return (
    <section className={`relative isolate overflow-hidden bg-slate-950 py-20 sm:py-24 ${RENDER_WHEN_NEAR}`} aria-labelledby="cta-title">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(249,115,22,0.25),transparent_60%)]"
      />
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          Ready to Start Your Transformation?
        </h2>
        <p className="mt-4 text-lg text-slate-300">
          Create your account today, or talk to us first and we will help you pick the right plan.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to={paths.signup} className={buttonClass("primary", "lg")}>
            Join Now
          </Link>
          <Link to={paths.contact} className={buttonClass("outlineLight", "lg")}>
            Get More Info
          </Link>
        </div>
      </div>
    </section>
  );
}
