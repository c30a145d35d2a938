import { Field, InputType, ObjectType } from "type-graphql";
import { generatePolicySchema, policySchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { PolicyType } from "./policy.entity";

@ValidatedBy(policySchema)
@InputType()
export class PolicyInput {
  @Field(() => String, { description: "Markdown." })
  content!: string;

  @Field(() => String, { nullable: true, description: "Defaults to the standard title of the type." })
  title?: string | null;
}

@ValidatedBy(generatePolicySchema)
@InputType()
export class GeneratePolicyInput {
  @Field(() => PolicyType)
  type!: PolicyType;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "The current text, to be rewritten." })
  content?: string | null;

  @Field(() => String, { nullable: true, description: "What the admin wants, e.g. 'mention the 7-day refund window'." })
  instructions?: string | null;
}

@ObjectType()
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
