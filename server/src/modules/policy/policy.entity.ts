import { PublicCache } from "../../cache/cache-control";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { PolicyType } from "../../../../common/enums";
import { CreatedAt, UpdatedAt } from "../../db/columns";
import { IdField } from "../../common/entity-fields";

export { PolicyType };

registerEnumType(PolicyType, { name: "PolicyType", description: "The three legal pages." });

export const POLICY_TITLES: Record<PolicyType, string> = {
  [PolicyType.privacy]: "Privacy Policy",
  [PolicyType.terms]: "Terms & Conditions",
  [PolicyType.refund]: "Refund Policy",
};

@PublicCache()
@ObjectType({ description: "A legal page: privacy, terms or refund policy, written in markdown." })
@Entity({ name: "policies" })
export class Policy {
  @IdField()
  id!: number;

  @Field(() => PolicyType)
  @Column({ name: "policy_type", type: "varchar", length: 20, unique: true })
  policyType!: PolicyType;

  @Field(() => String)
  @Column({ type: "varchar", length: 100 })
  title!: string;

  @Field(() => String, { description: "Markdown (GitHub flavoured); raw HTML is never rendered." })
  @Column({ type: "text" })
  content!: string;

  @Field(() => Int, { description: "The number of the published version this text is." })
  @Column({ type: "int", default: 1 })
  version!: number;

  @CreatedAt()
  createdAt!: Date;

  @Field(() => Date, { description: "Shown as 'Last updated' on the page." })
  @UpdatedAt()
  updatedAt!: Date;
}
