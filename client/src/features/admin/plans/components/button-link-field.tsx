import { CONTENT_LIMITS as L } from "@validation";
import { useFormikContext } from "formik";
import { MessageCircle } from "lucide-react";
import { TextField } from "../../../../components/form/text-field";
import { buttonClass } from "../../../../components/ui/button-styles";
import type { PlanValues } from "./plan-schema";
import { planWhatsappLink } from "./plan-whatsapp";

/** Optional Choose-button link, with a shortcut that fills in a WhatsApp chat about this plan. */
export function ButtonLinkField({ whatsapp }: { whatsapp?: string }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PlanValues>();
  const link = planWhatsappLink(whatsapp, values);
  const noName = !values.name.trim();

  const generate = () => {
    if (!link) return;
    void setFieldValue("buttonLink", link);
    void setFieldTouched("buttonLink", true, false);
  };

  return (
    <div>
      <TextField
        name="buttonLink"
        label="Button Link (optional)"
        type="url"
        inputMode="url"
        maxLength={L.urlMax}
        hint={whatsapp ? "Left empty, Choose opens a WhatsApp chat about this plan." : "Left empty, Choose opens the contact page."}
      />
      <button
        type="button"
        onClick={generate}
        disabled={noName || !link}
        title={noName ? "Enter a plan name first" : undefined}
        className={`${buttonClass("outlineDark", "sm")} mt-2`}
      >
        <MessageCircle aria-hidden className="size-4" />
        Generate WhatsApp
      </button>
    </div>
  );
}
