import { KeyScope } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { ApiScope, PublicationState } from "../../../../common/enums";
import { publicationStateOf } from "../../../../common/publication";
import { Access } from "../../auth/roles";
import "../publication/publication.types";
import { Authorized, Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { URL_LENGTH } from "../../db/columns";
import { CreatedAtField, IdField, UpdatedAtField } from "../../common/entity-fields";

@PublicCache()
@ObjectType({ description: "A membership plan (the SPEC's `subscriptions` table)." })
@Entity({ name: "subscriptions" })
export class Plan {
  @IdField()
  id!: number;

  @Field(() => String, { description: "Plan name, e.g. 'YEARLY' or 'PT MONTHLY'; drives the display group." })
  @Column({ type: "varchar", length: 120 })
  name!: string;

  @Field(() => String, { description: "Free-text price as shown, e.g. '₹1,500'." })
  @Column({ type: "varchar", length: 60 })
  price!: string;

  @Field(() => String, { description: "Free-text duration, e.g. '1 Month'." })
  @Column({ type: "varchar", length: 60 })
  duration!: string;

  @Field(() => [String])
  @Column({ type: "simple-json" })
  features!: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "Where the Choose button leads. Empty (the default): a WhatsApp chat about the plan's current price " +
      "with the site's current number, built when the page is shown.",
  })
  @Column({ name: "button_link", type: "varchar", length: URL_LENGTH, nullable: true })
  buttonLink!: string | null;

  /** draft or published; a published row with publishAt ahead is scheduled (see state). */
  @Column({ type: "varchar", length: 16, default: PublicationState.published })
  status!: PublicationState.draft | PublicationState.published;

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Field(() => Date, { nullable: true, description: "When it goes (or went) live; null for a draft never scheduled. Admins only." })
  @Column({ name: "publish_at", type: "datetime", precision: 3, nullable: true })
  publishAt!: Date | null;

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Field(() => PublicationState, { description: "Draft, scheduled or published, as of now. Admins only." })
  get state(): PublicationState {
    return publicationStateOf(this.status, this.publishAt);
  }

  @CreatedAtField()
  createdAt!: Date;

  @UpdatedAtField()
  updatedAt!: Date;
}
