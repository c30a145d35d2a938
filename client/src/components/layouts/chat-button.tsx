import { MessageCircle } from "lucide-react";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { CHAT_GREETING } from "../../config/site";
import { whatsappChatUrl } from "../../lib/links";
import { useOnScreenKeyboard } from "./use-on-screen-keyboard";

// Pages that are one form with its buttons near the bottom on a phone; the chat adds nothing there.
const HIDDEN_ON: readonly string[] = [paths.login, paths.signup, paths.passwordReset];

/** Floating WhatsApp link; rendered only once a number with digits is known. */
export function ChatButton({ whatsapp }: { whatsapp?: string }) {
  const { pathname } = useLocation();
  const keyboardOpen = useOnScreenKeyboard();
  if (!whatsapp || !/\d/.test(whatsapp) || keyboardOpen || HIDDEN_ON.includes(pathname)) return null;
  // In a landmark of its own, so nothing on the page sits outside one.
  return (
    <aside aria-label="Chat">
      <a
        href={whatsappChatUrl(whatsapp, CHAT_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        title="Chat with us on WhatsApp"
        className="fixed bottom-5 right-5 z-50 flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg shadow-black/30 transition-transform hover:scale-105 hover:bg-green-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <MessageCircle aria-hidden className="size-7" />
      </a>
    </aside>
  );
}
