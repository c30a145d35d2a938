import { hasPhoneDigits, whatsappChatUrl } from "../../../../lib/links";

interface PlanText {
  name: string;
  price: string;
  duration: string;
}

/** The message a visitor sends when choosing the plan, naming the plan and its price. */
export function planEnquiryMessage({ name, price, duration }: PlanText): string {
  const terms = [price.trim(), duration.trim()].filter(Boolean).join(" / ");
  return `Hi! I'm interested in the ${name.trim()} plan${terms ? ` (${terms})` : ""}. Please share the details.`;
}

/** A wa.me chat link to the gym's WhatsApp number; undefined when no usable number is set. */
export function planWhatsappLink(whatsapp: string | null | undefined, plan: PlanText): string | undefined {
  return hasPhoneDigits(whatsapp) ? whatsappChatUrl(whatsapp, planEnquiryMessage(plan)) : undefined;
}
