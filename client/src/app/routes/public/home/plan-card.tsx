import { Check } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../../components/ui/button-styles";
import { subscriptionPlanPath } from "../../../../config/paths";
import type { HomePageQuery } from "../../../../graphql/generated";

export type HomePlan = HomePageQuery["plans"][number];

export function PlanCard({ plan }: { plan: HomePlan }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-8">
      <h3 className="text-sm font-bold uppercase tracking-widest text-orange-700">{plan.name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-slate-600">/ {plan.duration}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to={subscriptionPlanPath(plan.id)}
        className={`${buttonClass("dark", "md")} mt-8 w-full`}
        aria-label={`Choose Plan: ${plan.name}`}
      >
        Choose Plan
      </Link>
    </li>
  );
}

export function PlanCardSkeleton() {
  return (
    <li aria-hidden className="animate-pulse rounded-2xl border border-slate-200 bg-white p-8">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="mt-5 h-10 w-40 rounded bg-slate-200" />
      <div className="mt-8 space-y-3">
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-4/6 rounded bg-slate-200" />
      </div>
      <div className="mt-8 h-10 w-full rounded-md bg-slate-200" />
    </li>
  );
}
