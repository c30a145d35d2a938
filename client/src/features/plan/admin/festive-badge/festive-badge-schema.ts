import { CONTENT_LIMITS as L, CONTENT_MESSAGES, requiredText } from "../../../../../../common/validation";
import * as Yup from "yup";
import { FESTIVE_THEMES } from "../../../../lib/festive-themes";
import { ruleField } from "../../../../components/admin/rule-field";

export interface FestiveBadgeValues {
  text: string;
  color: string;
}

export const festiveBadgeSchema = Yup.object({
  text: ruleField(requiredText("Badge text", L.festiveTextMax)),
  color: Yup.string().oneOf(FESTIVE_THEMES.map((theme) => theme.key), CONTENT_MESSAGES.festiveColorInvalid),
});
