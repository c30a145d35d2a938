import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";
import { CreatedAt } from "../../db/columns";
import { ACCOUNT_DELETION_GRACE_DAYS } from "../../../../common/validation";

@ObjectType({ description: "A member's request to erase their account; signing in before eraseAfter cancels it." })
@Entity({ name: "account_deletions" })
export class AccountDeletion {
  @PrimaryColumn({ name: "user_id", type: "int" })
  userId!: number;

  @Field(() => Date, {
    description: `The account and its data are erased at the first hourly run after this moment (ISO 8601 UTC instant; ${ACCOUNT_DELETION_GRACE_DAYS} days after the request).`,
  })
  @Column({ name: "erase_after", type: "datetime", precision: 3 })
  eraseAfter!: Date;

  @Field(() => Date, { description: "When the member asked for the deletion (ISO 8601 UTC instant, shown in India time)." })
  @CreatedAt()
  requestedAt!: Date;
}
