import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";
import { CreatedAt } from "../../db/columns";

@ObjectType({ description: "A member's request to erase their account; signing in before eraseAfter cancels it." })
@Entity({ name: "account_deletions" })
export class AccountDeletion {
  @PrimaryColumn({ name: "user_id", type: "int" })
  userId!: number;

  @Field(() => Date, { description: "The account and its data are erased at the first scheduled run after this moment." })
  @Column({ name: "erase_after", type: "datetime", precision: 3 })
  eraseAfter!: Date;

  @Field(() => Date)
  @CreatedAt()
  requestedAt!: Date;
}
