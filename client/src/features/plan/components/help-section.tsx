import { MessageCircle, Phone } from "lucide-react";
import { hasPhoneDigits, whatsappChatUrl } from "../../../lib/links";
import { RENDER_WHEN_NEAR } from "../../../components/ui/render-when-near";

const HELP_MESSAGE = "Hi! I need help choosing the right membership plan.";

/** WhatsApp Us opens a chat; the phone number is shown to read, not dialled (docs/spec.md). */
export function HelpSection({ whatsapp, phone }: { whatsapp?: string; phone?: string }) {
  return (
    <section aria-labelledby="help-title" className={`mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 ${RENDER_WHEN_NEAR}`}>
      <h2 id="help-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Need Help Choosing?
      </h2>
      <p className="mt-4 text-lg text-slate-600">Tell us your goals and our trainers will suggest the plan that fits you best.</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
        {hasPhoneDigits(whatsapp) && (
          <a
            href={whatsappChatUrl(whatsapp, HELP_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-green-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
          >
            <MessageCircle aria-hidden className="size-5" />
            WhatsApp Us
          </a>
        )}
        {phone && (
          <p className="inline-flex items-center gap-2 px-2 py-3 font-semibold text-slate-800">
            <Phone aria-hidden className="size-5" />
            Call us: {phone}
          </p>
        )}
      </div>
    </section>
  );
}
