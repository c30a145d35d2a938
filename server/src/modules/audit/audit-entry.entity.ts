import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { CreatedAtField, IdField } from "../../common/entity-fields";

@ObjectType({ description: "One admin action: who did what to which record, and when. Admins only." })
@Entity({ name: "audit_log" })
export class AuditEntry {
  @IdField("The entry's number in the audit log.")
  id!: number;

  @Field(() => String, { nullable: true, description: "The acting account's id; kept after it is deleted." })
  @Column({ name: "actor_id", type: "int", nullable: true })
  actorId!: number | null;

  @Field(() => String, { description: "The acting admin's name at the time, kept after the account is deleted." })
  @Column({ name: "actor_name", type: "varchar", length: 100 })
  actorName!: string;

  @Field(() => String, { description: "What was done, e.g. 'blog.update'." })
  @Column({ type: "varchar", length: 60 })
  action!: string;

  @Field(() => String, { description: "Kind of record, e.g. 'BlogPost'." })
  @Column({ name: "entity_type", type: "varchar", length: 40 })
  entityType!: string;

  @Field(() => String, { nullable: true, description: "The record's id, e.g. a post's number; null for single records." })
  @Column({ name: "entity_id", type: "varchar", length: 40, nullable: true })
  entityId!: string | null;

  @Field(() => String, { description: "Short human summary with before/after values." })
  @Column({ type: "varchar", length: 500 })
  summary!: string;

  @CreatedAtField("When the action was done (ISO 8601 UTC instant, shown in India time).")
  createdAt!: Date;
}
