import { Field, InputType } from "type-graphql";
import {
  aboutSchema,
  contactInfoSchema,
  CONTENT_LIMITS,
  festiveBadgeSchema,
  heroSchema,
  siteSettingsSchema,
} from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { atMost } from "../../common/describe";

// Single-record inputs: a field left out, null or empty keeps its previous value (docs/spec.md section 5).

@ValidatedBy(heroSchema)
@InputType({ description: "Changes to the home page's hero; a field left out, null or empty keeps its current value." })
export class HeroInput {
  @Field(() => String, { nullable: true, description: `The large heading, ${atMost(CONTENT_LIMITS.titleMax)}.` }) title?: string | null;
  @Field(() => String, { nullable: true, description: `The line under it, ${atMost(CONTENT_LIMITS.subtitleMax)}.` }) subtitle?:
    string | null;
  @Field(() => String, { nullable: true, description: "Background image: an http(s) URL or a path on this site." })
  image?: string | null;
}

@ValidatedBy(aboutSchema)
@InputType({ description: "Changes to the about page; a field left out, null or empty keeps its current value." })
export class AboutInput {
  @Field(() => String, { nullable: true, description: `The heading, ${atMost(CONTENT_LIMITS.titleMax)}.` }) title?: string | null;
  @Field(() => String, { nullable: true, description: "The text: paragraphs separated by line breaks." }) content?: string | null;
  @Field(() => String, { nullable: true, description: "The photo: an http(s) URL or a path on this site." }) image?: string | null;
}

@InputType({ description: "Opening hours of one day, in the gym's time (India, Asia/Kolkata)." })
export class OpeningHoursInput {
  @Field(() => String, { description: "Monday to Sunday, spelled out in English." }) day!: string;
  @Field(() => String, { nullable: true, description: "HH:MM; null with closes null for a closed day." }) opens?: string | null;
  @Field(() => String, { nullable: true, description: "HH:MM, 24-hour; null with opens null for a closed day." })
  closes?: string | null;
}

@ValidatedBy(contactInfoSchema)
@InputType({ description: "Changes to the gym's contact details; a field left out, null or empty keeps its current value." })
export class ContactInfoInput {
  @Field(() => String, { nullable: true, description: "Primary phone number, e.g. +91 98640 12345." }) phone?: string | null;
  @Field(() => String, { nullable: true, description: "A second phone number." }) alternatePhone?: string | null;
  @Field(() => String, { nullable: true, description: "WhatsApp number in international form; plan buttons chat with it." })
  whatsapp?: string | null;
  @Field(() => String, { nullable: true, description: "The gym's public e-mail address." }) email?: string | null;
  @Field(() => String, { nullable: true, description: `Street address, ${atMost(CONTENT_LIMITS.addressMax)}.` }) address?: string | null;
  @Field(() => String, { nullable: true, description: `City, ${atMost(CONTENT_LIMITS.cityMax)}.` }) city?: string | null;
  @Field(() => String, { nullable: true, description: "Handle without the @." }) instagram?: string | null;
  @Field(() => [OpeningHoursInput], { nullable: true, description: "All seven days, Monday first." })
  openingHours?: OpeningHoursInput[] | null;
}

@ValidatedBy(siteSettingsSchema)
@InputType({ description: "Changes to the site-wide settings; a field left out, null or empty keeps its current value." })
export class SiteSettingsInput {
  @Field(() => String, { nullable: true, description: `The gym's name, ${atMost(CONTENT_LIMITS.siteNameMax)}.` }) siteName?: string | null;
  @Field(() => String, { nullable: true, description: `One line under the footer logo, ${atMost(CONTENT_LIMITS.taglineMax)}.` })
  tagline?: string | null;
  @Field(() => String, { nullable: true, description: `Trade licence or registration line, ${atMost(CONTENT_LIMITS.licenceMax)}.` })
  licenceNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: `Default description for search engines, ${atMost(CONTENT_LIMITS.metaDescriptionMax)}.`,
  })
  metaDescription?: string | null;
  @Field(() => String, {
    nullable: true,
    description: `Footer text, ${atMost(CONTENT_LIMITS.footerTextMax)}; only the part before a '|' is shown.`,
  })
  footerText?: string | null;
  @Field(() => String, { nullable: true, description: "Header logo: an http(s) URL or a path on this site." }) logo?: string | null;
  @Field(() => String, { nullable: true, description: "Footer logo: an http(s) URL or a path on this site." }) footerLogo?: string | null;
  @Field(() => String, { nullable: true, description: "Browser tab icon: an http(s) URL or a path on this site." }) favicon?: string | null;
  @Field(() => String, { nullable: true, description: "Default social-sharing image: an http(s) URL or a path on this site." })
  featuredImage?: string | null;
}

@ValidatedBy(festiveBadgeSchema)
@InputType({ description: "The manual festive badge on the plan cards, shown outside every festive campaign's window." })
export class FestiveBadgeInput {
  @Field(() => Boolean, { description: "Whether the badge shows." }) enabled!: boolean;
  @Field(() => String, { description: `The badge's words, e.g. 'Diwali Offer', ${atMost(CONTENT_LIMITS.festiveTextMax)}.` }) text!: string;
  @Field(() => String, { description: "One of the eight theme keys, e.g. festive-gold." }) color!: string;
}
