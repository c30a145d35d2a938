import { CONTENT_LIMITS as L } from "../../../../../common/validation";
import { useFormikContext } from "formik";
import { ExternalLink, MessageCircle } from "lucide-react";
import { TextField } from "../../../components/form/text-field";
import { planChatUrl, planEnquiryMessage } from "../../../lib/links";
import type { PlanValues } from "./plan-schema";

/**
 * Optional Choose-button link. Left empty, Choose opens a chat built when the page is shown, so
 * it always carries the plan's current price and the site's current WhatsApp number.
 */
export function ButtonLinkField({ whatsapp }: { whatsapp?: string }) {
  const { values } = useFormikContext<PlanValues>();
  const custom = values.buttonLink.trim();
  const chat = planChatUrl(whatsapp, values);

  return (
    <div>
      <TextField
        name="buttonLink"
        label="Button Link (optional)"
        type="url"
        inputMode="url"
        maxLength={L.urlMax}
        hint={
          custom
            ? "This link replaces the default. Clear it to follow the current price and number again."
            : "Leave empty to use the default below."
        }
      />
      <div
        role="group"
        aria-label="Default Choose link"
        className={`mt-2 rounded-lg border p-3 text-sm ${custom ? "border-slate-200 bg-slate-50 text-slate-500" : "border-green-200 bg-green-50 text-slate-800"}`}
      >
        {chat ? (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <MessageCircle aria-hidden className="size-4 shrink-0 text-green-700" />
              Default: WhatsApp message with the current price and number
              {custom && <span className="font-normal"> (not used while a link is set)</span>}
            </p>
            <p className="mt-1.5 break-words">
              To {whatsapp}: “{planEnquiryMessage(values)}”
            </p>
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1.5 inline-flex items-center gap-1 font-semibold text-green-800 hover:underline"
            >
              Try the chat link
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </>
        ) : (
          <p>Default: the contact page, until a WhatsApp number is set under Contact Info.</p>
        )}
      </div>
    </div>
  );
}
