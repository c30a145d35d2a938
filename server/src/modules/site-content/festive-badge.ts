import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { atMost } from "../../common/describe";
import { CONTENT_LIMITS } from "../../../../common/validation";

@PublicCache()
@ObjectType({ description: "Festive badge settings, stored on the server so every visitor sees them." })
export class FestiveBadge {
  @Field(() => Boolean, { description: "Whether the badge shows on the plan cards." })
  enabled!: boolean;

  @Field(() => String, { description: `The badge's words, e.g. 'Diwali Offer', ${atMost(CONTENT_LIMITS.festiveTextMax)}.` })
  text!: string;

  @Field(() => String, { description: "Theme key, one of the eight festive themes (e.g. festive-gold)." })
  color!: string;
}
