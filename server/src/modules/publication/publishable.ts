import { Authorized, Field, ObjectType } from "type-graphql";
import { Column } from "typeorm";
import { ApiScope, PublicationState } from "../../../../common/enums";
import { publicationStateOf } from "../../../../common/publication";
import { KeyScope } from "../../auth/access";
import { Access } from "../../auth/roles";
import "./publication.types";

/**
 * The publication columns and fields that posts and plans share (issue 18): each entity extends
 * this; TypeGraphQL and TypeORM take its fields into each child.
 */
@ObjectType({ description: "Posts and plans: drafts, schedules and publishing." })
export class Publishable {
  /** draft or published; a published row with publishAt ahead is scheduled (see state). */
  @Column({ type: "varchar", length: 16, default: PublicationState.published })
  status!: PublicationState.draft | PublicationState.published;

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Field(() => Date, {
    nullable: true,
    description: "When it goes (or went) live, an ISO 8601 UTC instant shown in India time; null for a draft never scheduled. Admins only.",
  })
  @Column({ name: "publish_at", type: "datetime", precision: 3, nullable: true })
  publishAt!: Date | null;

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Field(() => PublicationState, { description: "Draft, scheduled or published, as of now. Admins only." })
  get state(): PublicationState {
    return publicationStateOf(this.status, this.publishAt);
  }
}
