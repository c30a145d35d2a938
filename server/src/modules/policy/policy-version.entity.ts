import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Authorized, Field, ID, Int, ObjectType } from "type-graphql";
import { Access } from "../../auth/roles";
import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";
import { PolicyType } from "./policy.entity";

/**
 * One published text of a policy. Every version is kept: a version members accepted is the
 * evidence of what they agreed to, so history is never pruned. The (type, version) key makes
 * two admins publishing at once get distinct numbers (one retries).
 */
@ObjectType({ description: "A published version of a policy; never changed or deleted once published." })
@Entity({ name: "policy_versions" })
@Unique("UQ_policy_versions_type_version", ["policyType", "version"])
export class PolicyVersion {
  @Field(() => ID, { description: "The version's own record number (not its version number)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Field(() => PolicyType, { description: "The policy this is a version of." })
  @Column({ name: "policy_type", type: "varchar", length: 20 })
  policyType!: PolicyType;

  @Field(() => Int, { description: "1 for the first published text, then one more per publish or restore." })
  @Column({ type: "int" })
  version!: number;

  @Field(() => String, { description: "The page's heading as published, e.g. 'Privacy Policy'." })
  @Column({ type: "varchar", length: 100 })
  title!: string;

  @Field(() => String, { description: "Markdown, as published." })
  @Column({ type: "text" })
  content!: string;

  @Field(() => Boolean, { description: "Members must accept this version at their next sign-in (terms and privacy)." })
  @Column({ type: "boolean", default: false })
  material!: boolean;

  @Field(() => String, { nullable: true, description: "The admin's short note of what changed, shown to members." })
  @Column({ name: "change_note", type: "varchar", length: 300, nullable: true })
  changeNote!: string | null;

  @Field(() => Date, {
    description:
      "When it was published (ISO 8601 UTC instant, shown as a date in India time); the public page's 'Last updated' for the current version.",
  })
  @Column({ name: "published_at", type: "datetime", precision: 3 })
  publishedAt!: Date;

  @Column({ name: "published_by_id", type: "int", nullable: true })
  publishedById!: number | null;

  @Field(() => String, { nullable: true, description: "Who published it; null for texts written before versions were kept." })
  @Column({ name: "published_by_name", type: "varchar", length: 100, nullable: true })
  publishedByName!: string | null;

  @Field(() => Int, { nullable: true, description: "The older version whose text this one restored." })
  @Column({ name: "restored_from", type: "int", nullable: true })
  restoredFrom!: number | null;

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Field(() => Int, {
    nullable: true,
    description: "How many members accepted this version (terms and privacy; null for the refund policy). Admin only.",
  })
  acceptedCount?: number | null;
}
