import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { WEEK_DAYS } from "../../../../common/opening-hours";

export type WeekDay = (typeof WEEK_DAYS)[number];

@PublicCache()
@ObjectType({ description: "Opening hours of one day of the week; opens and closes are null when closed." })
export class OpeningHours {
  @Field(() => String, { description: "Monday to Sunday." })
  day!: WeekDay;

  @Field(() => String, { nullable: true, description: "24-hour time, HH:MM." })
  opens!: string | null;

  @Field(() => String, { nullable: true, description: "24-hour time, HH:MM." })
  closes!: string | null;
}

export const DEFAULT_OPENING_HOURS: OpeningHours[] = WEEK_DAYS.map((day) =>
  day === "Sunday" ? { day, opens: null, closes: null } : { day, opens: "06:00", closes: "22:00" },
);
