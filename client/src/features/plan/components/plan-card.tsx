import { Check } from "lucide-react";
import type { ReactNode } from "react";

/** What every plan card shows, whichever query the plan came from. */
interface PlanSummary {
  name: string;
  price: string;
  duration: string;
  features: string[];
}

/** teaser: the home page; offer: the subscription page; admin: the plans editor. */
type PlanCardVariant = "teaser" | "offer" | "admin";

const ROOT: Record<PlanCardVariant, string> = {
  teaser: "flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-8",
  offer: "relative flex flex-col rounded-2xl bg-white p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-7",
  admin: "flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm",
};

interface PlanCardProps {
  plan: PlanSummary;
  variant: PlanCardVariant;
  id?: string;
  className?: string;
  highlighted?: boolean;
  /** Above the name: the offer's icon row and festive ribbon. */
  header?: ReactNode;
  /** Beside the name and price: the editor's buttons. */
  actions?: ReactNode;
  /** Below the features: the call to action, or the editor's link summary. */
  footer?: ReactNode;
}

export function PlanCard({ plan, variant, id, className, highlighted, header, actions, footer }: PlanCardProps) {
  const Root = variant === "admin" ? "article" : "li";
  const title = <PlanTitle plan={plan} variant={variant} />;
  return (
    <Root id={id} data-highlighted={highlighted || undefined} className={className ? `${ROOT[variant]} ${className}` : ROOT[variant]}>
      {header}
      {actions ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{title}</div>
          {actions}
        </div>
      ) : (
        title
      )}
      <PlanFeatures features={plan.features} variant={variant} />
      {footer}
    </Root>
  );
}

function PlanTitle({ plan, variant }: { plan: PlanSummary; variant: PlanCardVariant }) {
  if (variant === "admin") {
    return (
      <>
        <h2 className="break-words text-lg font-bold text-slate-900">{plan.name}</h2>
        <p className="mt-1 text-2xl font-extrabold text-orange-700">
          {plan.price}
          <span className="ml-1 text-sm font-medium text-slate-500">/ {plan.duration}</span>
        </p>
      </>
    );
  }
  const price = (
    <p className={`${variant === "teaser" ? "mt-4" : "mt-2"} flex flex-wrap items-baseline gap-x-2`}>
      <span className="text-4xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
      <span className="text-slate-600">/ {plan.duration}</span>
    </p>
  );
  return variant === "teaser" ? (
    <>
      <h3 className="text-sm font-bold uppercase tracking-widest text-orange-700">{plan.name}</h3>
      {price}
    </>
  ) : (
    <>
      <h2 className="mt-5 text-lg font-extrabold uppercase tracking-wide text-slate-900">{plan.name}</h2>
      {price}
    </>
  );
}

function PlanFeatures({ features, variant }: { features: string[]; variant: PlanCardVariant }) {
  if (variant === "admin") {
    // Features may repeat while an admin is still typing them, so the index is the key.
    return (
      <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
        {features.map((feature, index) => (
          <li key={index} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
            <span className="min-w-0 break-words">{feature}</span>
          </li>
        ))}
        {features.length === 0 && <li className="text-slate-500">No features listed</li>}
      </ul>
    );
  }
  return (
    <ul className="mt-6 flex-1 space-y-3">
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-slate-700">
          <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Stands in for a teaser or offer card while the plans load. */
export function PlanCardSkeleton({ variant }: { variant: "teaser" | "offer" }) {
  const offer = variant === "offer";
  return (
    <li aria-hidden className={`animate-pulse rounded-2xl border border-slate-200 bg-white ${offer ? "p-7" : "p-8"}`}>
      {offer && <div className="size-12 rounded-xl bg-slate-200" />}
      <div className={offer ? "mt-5 h-5 w-32 rounded bg-slate-200" : "h-4 w-24 rounded bg-slate-200"} />
      <div className={`${offer ? "mt-3" : "mt-5"} h-10 w-40 rounded bg-slate-200`} />
      <div className={`${offer ? "mt-6" : "mt-8"} space-y-3`}>
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-4/6 rounded bg-slate-200" />
      </div>
      <div className={`mt-8 ${offer ? "h-12" : "h-10"} w-full rounded-md bg-slate-200`} />
    </li>
  );
}
