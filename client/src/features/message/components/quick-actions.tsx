import { AtSign, MessageCircle, Phone } from "lucide-react";
import { buttonClass } from "../../../components/ui/button-styles";
import type { ContactPageQuery } from "../../../graphql/generated";
import { hasPhoneDigits, instagramUrl, telUrl, whatsappChatUrl } from "../../../lib/links";

const INFO_REQUEST = "Hi! I'd like more information about your gym, memberships and timings.";

type ContactInfo = ContactPageQuery["contactInfo"];

/** Call Now stays in this tab (it hands over to the dialler); the others open a new tab. */
export function QuickActions({ info }: { info: ContactInfo }) {
  const handle = info.instagram.trim().replace(/^@/, "");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {hasPhoneDigits(info.phone) && (
        <a href={telUrl(info.phone)} className={`${buttonClass("primary", "lg")} w-full whitespace-nowrap`}>
          <Phone aria-hidden className="size-5" />
          Call Now
        </a>
      )}
      {hasPhoneDigits(info.whatsapp) && (
        <a
          href={whatsappChatUrl(info.whatsapp, INFO_REQUEST)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-green-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          <MessageCircle aria-hidden className="size-5" />
          WhatsApp
        </a>
      )}
      {handle && (
        <a href={instagramUrl(handle)} target="_blank" rel="noopener noreferrer" className={`${buttonClass("dark", "lg")} w-full`}>
          <AtSign aria-hidden className="size-5" />
          Follow Us
        </a>
      )}
    </div>
  );
}
