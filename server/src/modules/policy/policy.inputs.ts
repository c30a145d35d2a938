import { Field, InputType, Int, ObjectType } from "type-graphql";
import {
  acceptPoliciesSchema,
  CONTENT_LIMITS,
  generatePolicySchema,
  publishPolicySchema,
  restorePolicyVersionSchema,
} from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { PolicyType } from "./policy.entity";
import { atMost } from "../../common/describe";

@ValidatedBy(publishPolicySchema)
@InputType({ description: "A policy text to publish as its next version." })
export class PolicyInput {
  @Field(() => String, {
    description: `The policy text in Markdown (raw HTML is not rendered), ${atMost(CONTENT_LIMITS.policyContentMax)}.`,
  })
  content!: string;

  @Field(() => String, { nullable: true, description: "Defaults to the standard title of the type." })
  title?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "A material change: members must accept this version at their next sign-in (terms and privacy).",
  })
  material?: boolean | null;

  @Field(() => String, { nullable: true, description: "A short note of what changed, shown to members asked to accept." })
  changeNote?: string | null;
}

@ValidatedBy(restorePolicyVersionSchema)
@InputType({ description: "Publishes an older version's text again, as a new version." })
export class RestorePolicyVersionInput {
  @Field(() => PolicyType, { description: "The policy whose older version to restore." })
  policyType!: PolicyType;

  @Field(() => Int, { description: "The version whose text to publish again." })
  version!: number;

  @Field(() => Boolean, { nullable: true, description: "Whether members must accept the restored text." })
  material?: boolean | null;

  @Field(() => String, { nullable: true, description: "A short note of what changed." })
  changeNote?: string | null;
}

@ValidatedBy(acceptPoliciesSchema)
@InputType({ description: "The versions the member read and accepts; each must be the current one." })
export class AcceptPoliciesInput {
  @Field(() => Int, { nullable: true, description: "The current version of the Terms & Conditions." })
  terms?: number | null;

  @Field(() => Int, { nullable: true, description: "The current version of the Privacy Policy." })
  privacy?: number | null;
}

@ValidatedBy(generatePolicySchema)
@InputType({ description: "What the admin asks the policy drafter for; the answer is a draft, nothing is saved." })
export class GeneratePolicyInput {
  @Field(() => PolicyType, { description: "Which legal page to draft." })
  type!: PolicyType;

  @Field(() => String, { nullable: true, description: "The page's heading; the standard title of the type when empty." })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "The current text, to be rewritten." })
  content?: string | null;

  @Field(() => String, { nullable: true, description: "What the admin wants, e.g. 'mention the 7-day refund window'." })
  instructions?: string | null;
}

@ObjectType({ description: "A drafted policy text for the admin to review and edit before publishing. Admins only." })
export class GeneratedPolicy {
  @Field(() => String, { description: "A markdown draft; nothing is saved until updatePolicy." })
  generatedText!: string;

  @Field(() => String, { description: "'llm' when the configured model wrote it, 'built-in' for the template drafter." })
  source!: string;

  @Field(() => [String], {
    description: "Instructions the built-in drafter could not work into the text (it never pastes them in); always empty for 'llm'.",
  })
  unappliedInstructions!: string[];
}
