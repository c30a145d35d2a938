import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { URL_LENGTH } from "../../db/columns";
import { FestiveBadge } from "./festive-badge";
import { IdField, UpdatedAtField } from "../../common/entity-fields";
import { atMost } from "../../common/describe";
import { CONTENT_LIMITS } from "../../../../common/validation";

@PublicCache()
@ObjectType({ description: "Site-wide branding and settings (a single record)." })
@Entity({ name: "site_settings" })
export class SiteSettings {
  @IdField("Always 1: the site settings are a single record.")
  id!: number;

  @Field(() => String, { description: "The gym's name as the header, titles and structured data show it." })
  @Column({ name: "site_name", type: "varchar", length: 100 })
  siteName!: string;

  @Field(() => String, { description: "One line under the footer logo." })
  @Column({ type: "varchar", length: 200 })
  tagline!: string;

  @Field(() => String, { description: "Trade licence or registration line shown in the footer." })
  @Column({ name: "licence_number", type: "varchar", length: 100 })
  licenceNumber!: string;

  @Field(() => String, {
    description: `The default description for search engines and link previews, ${atMost(CONTENT_LIMITS.metaDescriptionMax)}.`,
  })
  @Column({ name: "meta_description", type: "varchar", length: 300 })
  metaDescription!: string;

  @Field(() => String, { description: "Footer text; only the part before a '|' is shown." })
  @Column({ name: "footer_text", type: "varchar", length: 300 })
  footerText!: string;

  @Field(() => String, { description: "Header logo: an http(s) URL or a path on this site." })
  @Column({ type: "varchar", length: URL_LENGTH })
  logo!: string;

  @Field(() => String, { description: "Footer logo: an http(s) URL or a path on this site." })
  @Column({ name: "footer_logo", type: "varchar", length: URL_LENGTH })
  footerLogo!: string;

  @Field(() => String, { description: "The browser tab icon: an http(s) URL or a path on this site." })
  @Column({ type: "varchar", length: URL_LENGTH })
  favicon!: string;

  @Field(() => String, { description: "Default social-sharing image for pages without their own: an http(s) URL or a path on this site." })
  @Column({ name: "featured_image", type: "varchar", length: URL_LENGTH })
  featuredImage!: string;

  @Column({ name: "festive_badge_enabled", type: "boolean", default: false })
  festiveBadgeEnabled!: boolean;

  @Column({ name: "festive_badge_text", type: "varchar", length: 100 })
  festiveBadgeText!: string;

  @Column({ name: "festive_badge_color", type: "varchar", length: 40 })
  festiveBadgeColor!: string;

  @Field(() => FestiveBadge, { description: "The manual badge setting, shown when enabled outside every festive campaign's window." })
  get manualFestiveBadge(): FestiveBadge {
    return { enabled: this.festiveBadgeEnabled, text: this.festiveBadgeText, color: this.festiveBadgeColor };
  }

  @UpdatedAtField("When an admin last saved the settings (ISO 8601 UTC instant, shown in India time).")
  updatedAt!: Date;
}
