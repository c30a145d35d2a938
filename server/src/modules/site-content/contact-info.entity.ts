import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { OpeningHours } from "./opening-hours";
import { IdField, UpdatedAtField } from "../../common/entity-fields";

@PublicCache()
@ObjectType({ description: "How to reach the gym (a single record)." })
@Entity({ name: "contact_info" })
export class ContactInfo {
  @IdField("Always 1: the contact details are a single record.")
  id!: number;

  @Field(() => String, { description: "Primary phone number in international form, e.g. +91 98640 12345." })
  @Column({ type: "varchar", length: 40 })
  phone!: string;

  @Field(() => String, { nullable: true, description: "A second phone number in international form, or null." })
  @Column({ name: "alternate_phone", type: "varchar", length: 40, nullable: true })
  alternatePhone!: string | null;

  @Field(() => String, { description: "WhatsApp number in international form." })
  @Column({ type: "varchar", length: 40 })
  whatsapp!: string;

  @Field(() => String, { description: "The gym's public e-mail address, shown on the contact page." })
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Field(() => String, { description: "Street address of the gym, as the contact page shows it." })
  @Column({ type: "varchar", length: 500 })
  address!: string;

  @Field(() => String, { description: "City shown on the about page and in structured data." })
  @Column({ type: "varchar", length: 100 })
  city!: string;

  @Field(() => String, { description: "Instagram handle without the @." })
  @Column({ type: "varchar", length: 60 })
  instagram!: string;

  @Field(() => [OpeningHours], { description: "One entry per day, Monday first." })
  @Column({ name: "opening_hours", type: "simple-json" })
  openingHours!: OpeningHours[];

  @UpdatedAtField("When an admin last saved the contact details (ISO 8601 UTC instant, shown in India time).")
  updatedAt!: Date;
}
