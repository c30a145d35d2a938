import { Field, InputType } from "type-graphql";
import { festiveCampaignSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(festiveCampaignSchema)
@InputType({ description: "A campaign's badge and window, in the gym's time zone (Asia/Kolkata)." })
export class FestiveCampaignInput {
  @Field(() => String, { description: "The badge text, at most 50 characters." })
  text!: string;

  @Field(() => String, { description: "One of the eight theme keys, e.g. diwali-lights." })
  color!: string;

  @Field(() => String, { description: "First day, YYYY-MM-DD in gym time." })
  startDate!: string;

  @Field(() => String, { nullable: true, description: "Start time on the first day, HH:MM (24-hour, gym time); empty: 00:00." })
  startTime?: string | null;

  @Field(() => String, { description: "Last day, YYYY-MM-DD in gym time." })
  endDate!: string;

  @Field(() => String, { nullable: true, description: "End time on the last day, HH:MM (24-hour, gym time); empty: the end of that day." })
  endTime?: string | null;
}
