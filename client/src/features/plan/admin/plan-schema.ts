import { CONTENT_LIMITS as L, CONTENT_MESSAGES, optionalText, requiredText, urlRule } from "../../../../../common/validation";
import * as Yup from "yup";
import type { AdminPlanFragment } from "../../../graphql/generated";
import { ruleField } from "../../../components/admin/rule-field";

export interface PlanValues {
  name: string;
  price: string;
  duration: string;
  features: string[];
  buttonLink: string;
}

export const PLAN_FIELDS = ["name", "price", "duration", "features", "buttonLink"] as const;

const filled = (features: readonly (string | undefined)[] = []) => features.map((f) => f?.trim() ?? "").filter(Boolean);

/** The server's plan rules: empty feature rows are allowed here because saving drops them. */
export const planSchema = Yup.object({
  name: ruleField(requiredText("Name", L.planNameMax)),
  price: ruleField(requiredText("Price", L.priceMax)),
  duration: ruleField(requiredText("Duration", L.durationMax)),
  features: Yup.array(ruleField(optionalText("Each feature", L.featureMax)))
    .test("at-most", CONTENT_MESSAGES.tooManyFeatures, (features) => filled(features).length <= L.featuresMax),
  buttonLink: ruleField(urlRule("Button link", { optional: true })),
});

export function planValues(plan?: AdminPlanFragment): PlanValues {
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
