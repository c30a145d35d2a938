import { Field, InputType } from "type-graphql";
import { aboutSchema, contactInfoSchema, festiveBadgeSchema, heroSchema, siteSettingsSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

// Single-record inputs: a field left out, null or empty keeps its previous value (docs/spec.md section 5).

@ValidatedBy(heroSchema)
@InputType()
export class HeroInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) subtitle?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
}

@ValidatedBy(aboutSchema)
@InputType()
export class AboutInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
}

@InputType()
export class OpeningHoursInput {
  @Field(() => String) day!: string;
  @Field(() => String, { nullable: true, description: "HH:MM; null with closes null for a closed day." }) opens?: string | null;
  @Field(() => String, { nullable: true }) closes?: string | null;
}

@ValidatedBy(contactInfoSchema)
@InputType()
export class ContactInfoInput {
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) alternatePhone?: string | null;
  @Field(() => String, { nullable: true }) whatsapp?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true, description: "Handle without the @." }) instagram?: string | null;
  @Field(() => [OpeningHoursInput], { nullable: true, description: "All seven days, Monday first." })
  openingHours?: OpeningHoursInput[] | null;
}

@ValidatedBy(siteSettingsSchema)
@InputType()
export class SiteSettingsInput {
  @Field(() => String, { nullable: true }) siteName?: string | null;
  @Field(() => String, { nullable: true }) tagline?: string | null;
  @Field(() => String, { nullable: true }) licenceNumber?: string | null;
  @Field(() => String, { nullable: true }) metaDescription?: string | null;
  @Field(() => String, { nullable: true }) footerText?: string | null;
  @Field(() => String, { nullable: true }) logo?: string | null;
  @Field(() => String, { nullable: true }) footerLogo?: string | null;
  @Field(() => String, { nullable: true }) favicon?: string | null;
  @Field(() => String, { nullable: true }) featuredImage?: string | null;
}

@ValidatedBy(festiveBadgeSchema)
@InputType()
export class FestiveBadgeInput {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String, { description: "At most 50 characters." }) text!: string;
  @Field(() => String, { description: "One of the eight theme keys, e.g. festive-gold." }) color!: string;
}
