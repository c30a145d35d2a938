import { Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { PublicationState } from "../../../../common/enums";
import { scheduleSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { PREVIEW_LINK_DAYS } from "../../../../common/publication";

registerEnumType(PublicationState, {
  name: "PublicationState",
  description: "Whether visitors see a blog post or plan, as of now; only admins read it.",
  valuesConfig: {
    draft: { description: "Saved but not shown to visitors (a preview link shows it)." },
    scheduled: { description: "Published, going live by itself at publishAt." },
    published: { description: "Live: visitors see it." },
  },
});

@ValidatedBy(scheduleSchema)
@InputType({ description: "When a post or plan goes live, typed in the gym's time (Asia/Kolkata)." })
export class ScheduleInput {
  @Field(() => String, { description: "Gym date and time, YYYY-MM-DDTHH:mm (as a datetime-local input gives it); must be ahead." })
  publishAt!: string;
}

@ObjectType({ description: "A signed link that shows a draft on the real public page to whoever has it, until it expires." })
export class PreviewLink {
  @Field(() => String, { description: "The full address of the public page with its preview token." })
  url!: string;

  @Field(() => Date, { description: `When the link stops working: ${PREVIEW_LINK_DAYS} days after it was made (ISO 8601 UTC instant).` })
  expiresAt!: Date;
}
