/** Builders for outbound links: chat, phone and social profiles. */

function digitsOnly(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** wa.me wants the number in international form with nothing but digits. */
export function whatsappChatUrl(phone: string, message?: string): string {
  const base = `https://wa.me/${digitsOnly(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export interface PlanTerms {
  name: string;
  price: string;
  duration: string;
}

/** What a visitor sends when choosing a plan: its name and its price as they are now. */
export function planEnquiryMessage({ name, price, duration }: PlanTerms): string {
  const terms = [price.trim(), duration.trim()].filter(Boolean).join(" / ");
  return `Hi! I'm interested in the ${name.trim()} plan${terms ? ` (${terms})` : ""}. Please share the details.`;
}

/** What a member sends to renew: who they are at the front desk and what they have now. */
export function renewalEnquiryMessage(memberId: string, plan: string): string {
  return `Hi! I'd like to renew my membership. Member ID: ${memberId}, current plan: ${plan}.`;
}

/**
 * The default Choose link of a plan without its own: a chat with the site's current number about
 * the plan's current price. Built whenever a page renders (server or browser), never stored, so it
 * follows every price or number change. Undefined when no usable number is set.
 */
export function planChatUrl(whatsapp: string | null | undefined, plan: PlanTerms): string | undefined {
  return hasPhoneDigits(whatsapp) ? whatsappChatUrl(whatsapp, planEnquiryMessage(plan)) : undefined;
}

export function telUrl(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${digitsOnly(phone)}`;
}

export function instagramUrl(handle: string): string {
  const name = handle.trim().replace(/^@/, "");
  return `https://www.instagram.com/${encodeURIComponent(name)}/`;
}

// Kept for features/seo (another change is rewriting it): import from common/url instead.

export type ShareNetwork = "facebook" | "twitter" | "linkedin";

/** Share pages of the social networks for `pageUrl`; only Twitter takes the title as the tweet text. */
export function shareUrl(network: ShareNetwork, pageUrl: string, title = ""): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

export function mailtoUrl(email: string): string {
  return `mailto:${email.trim()}`;
}

/** True when the number has digits a chat or call link can use. */
export function hasPhoneDigits(phone: string | null | undefined): phone is string {
  return !!phone && /\d/.test(phone);
}
