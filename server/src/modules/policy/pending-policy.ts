import { Field, ObjectType } from "type-graphql";
import { PolicyType } from "./policy.entity";
import { PolicyVersion } from "./policy-version.entity";

@ObjectType({ description: "A policy the signed-in member must accept before changing their account." })
export class PendingPolicy {
  @Field(() => PolicyType, { description: "Which policy: terms or privacy (the refund policy is never asked for)." })
  policyType!: PolicyType;

  @Field(() => PolicyVersion, { description: "The version to accept: the current one." })
  current!: PolicyVersion;

  @Field(() => PolicyVersion, { nullable: true, description: "The latest version the member accepted; null when they never accepted one." })
  accepted!: PolicyVersion | null;
}
