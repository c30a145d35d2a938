import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index } from "typeorm";
import { CreatedAtField, IdField, UpdatedAtField } from "../../common/entity-fields";

/** A festive badge with the window it runs in; windows never overlap (the service refuses it). */
@ObjectType({
  description:
    "A scheduled festive campaign: a badge on every plan card between two instants. Admins only; visitors see the badge through siteSettings.festiveBadge.",
})
@Entity({ name: "festive_campaigns" })
@Index("IDX_festive_campaigns_window", ["startsAt", "endsAt"])
export class FestiveCampaign {
  @IdField("The campaign's number; what updateFestiveCampaign and the others take.")
  id!: number;

  @Field(() => String, { description: "The badge text, at most 50 characters." })
  @Column({ type: "varchar", length: 100 })
  text!: string;

  @Field(() => String, { description: "Theme key, one of the eight festive themes (e.g. diwali-lights)." })
  @Column({ type: "varchar", length: 40 })
  color!: string;

  @Field(() => Date, { description: "When the badge appears (UTC instant; the admin typed it in gym time)." })
  @Column({ name: "starts_at", type: "datetime", precision: 3 })
  startsAt!: Date;

  @Field(() => Date, { description: "When the badge disappears (UTC instant, exclusive)." })
  @Column({ name: "ends_at", type: "datetime", precision: 3 })
  endsAt!: Date;

  @CreatedAtField("When an admin scheduled the campaign (ISO 8601 UTC instant).")
  createdAt!: Date;

  @UpdatedAtField("When the campaign was last changed (ISO 8601 UTC instant).")
  updatedAt!: Date;
}
