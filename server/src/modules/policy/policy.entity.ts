import { PublicCache } from "../../cache/cache-control";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { PolicyType } from "../../../../common/enums";
import { CreatedAt, UpdatedAt } from "../../db/columns";
import { IdField } from "../../common/entity-fields";

export { PolicyType };

registerEnumType(PolicyType, {
  name: "PolicyType",
  description: "The three legal pages; values are lower case, as the REST API and the page addresses spell them.",
  valuesConfig: {
    privacy: { description: "The Privacy Policy (/privacy-policy); members accept material changes." },
    terms: { description: "The Terms & Conditions (/terms-conditions); members accept material changes." },
    refund: { description: "The Refund Policy (/refund-policy); informational, never asked to be accepted." },
  },
});

export const POLICY_TITLES: Record<PolicyType, string> = {
  [PolicyType.privacy]: "Privacy Policy",
  [PolicyType.terms]: "Terms & Conditions",
  [PolicyType.refund]: "Refund Policy",
};

@PublicCache()
@ObjectType({ description: "A legal page: privacy, terms or refund policy, written in markdown." })
@Entity({ name: "policies" })
export class Policy {
  @IdField("The page's record number; the policy is usually addressed by its type.")
  id!: number;

  @Field(() => PolicyType, { description: "Which legal page this is." })
  @Column({ name: "policy_type", type: "varchar", length: 20, unique: true })
  policyType!: PolicyType;

  @Field(() => String, { description: "The page's heading, e.g. 'Refund Policy'." })
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

  @Field(() => Date, {
    description: "When the current version was published (ISO 8601 UTC instant); shown as 'Last updated' on the page in India time.",
  })
  @UpdatedAt()
  updatedAt!: Date;
}
