import type { PlanOfferFragment } from "../../../graphql/generated";

export interface PlanValues {
  name: string;
  price: string;
  duration: string;
  features: string[];
  buttonLink: string;
}

export const PLAN_FIELDS = ["name", "price", "duration", "features", "buttonLink"] as const;

const filled = (features: readonly (string | undefined)[] = []) => features.map((f) => f?.trim() ?? "").filter(Boolean);

export function planValues(plan?: PlanOfferFragment): PlanValues {
  return {
    name: plan?.name ?? "",
    price: plan?.price ?? "",
    duration: plan?.duration ?? "",
    features: plan?.features.length ? [...plan.features] : [""],
    buttonLink: plan?.buttonLink ?? "",
  };
}

export function planInput(values: PlanValues) {
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    duration: values.duration.trim(),
    features: filled(values.features),
    buttonLink: values.buttonLink.trim() || null,
  };
}
