import { Check, ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { Pill } from "../../../components/ui/pill";
import { paths, planAnchorId } from "../../../config/paths";
import type { SubscriptionPageQuery } from "../../../graphql/generated";
import { chooseHref, chooseLabel, GROUP_STYLES, planGroup } from "../plan-display";
import { FestiveRibbon, type FestiveBadgeSettings } from "./festive-ribbon";
import { usePlanHighlight } from "./use-plan-highlight";

export type Plan = SubscriptionPageQuery["plans"][number];

interface PlanCardProps {
  plan: Plan;
  whatsapp?: string;
  festiveBadge?: FestiveBadgeSettings;
}

export function PlanCard({ plan, whatsapp, festiveBadge }: PlanCardProps) {
  const style = GROUP_STYLES[planGroup(plan.name)];
  const Icon = style.icon;
  const label = chooseLabel(plan.name);
  // The rest of the name is read out, so two 'Choose PT' links can be told apart.
  const rest = plan.name.trim().slice(label.length - "Choose ".length);
  const highlighted = usePlanHighlight(plan.id);
  return (
    <li
      id={planAnchorId(plan.id)}
      data-highlighted={highlighted || undefined}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-7 ${style.cardClass} ${highlighted ? "plan-highlight" : ""}`}
    >
      <FestiveRibbon badge={festiveBadge} />
      <div className="mt-3 flex items-start justify-between gap-3">
        <span className={`flex size-12 items-center justify-center rounded-xl ${style.iconClass}`}>
          <Icon aria-hidden className="size-6" />
        </span>
        {style.label && <Pill tone={style.tone}>{style.label}</Pill>}
      </div>
      <h2 className="mt-5 text-lg font-extrabold uppercase tracking-wide text-slate-900">{plan.name}</h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
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
      <Link to={paths.termsConditions} className="mt-6 self-start text-sm text-slate-600 underline underline-offset-4 hover:text-orange-700">
        Terms &amp; Conditions
      </Link>
      <a
        href={chooseHref(plan, whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClass("primary", "lg")} mt-4 w-full`}
      >
        {label}
        {rest && <span className="sr-only">{rest}</span>}
        <ExternalLink aria-hidden className="size-4" />
      </a>
    </li>
  );
}

export function PlanCardSkeleton() {
  return (
    <li aria-hidden className="animate-pulse rounded-2xl border border-slate-200 bg-white p-7">
      <div className="size-12 rounded-xl bg-slate-200" />
      <div className="mt-5 h-5 w-32 rounded bg-slate-200" />
      <div className="mt-3 h-10 w-40 rounded bg-slate-200" />
      <div className="mt-6 space-y-3">
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-4/6 rounded bg-slate-200" />
      </div>
      <div className="mt-8 h-12 w-full rounded-md bg-slate-200" />
    </li>
  );
}
