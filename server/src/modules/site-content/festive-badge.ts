import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";

@PublicCache()
@ObjectType({ description: "Festive badge settings, stored on the server so every visitor sees them." })
export class FestiveBadge {
  @Field(() => Boolean, { description: "Whether the badge shows on the plan cards." })
  enabled!: boolean;

  @Field(() => String, { description: "The badge's words, e.g. 'Diwali Offer', at most 50 characters." })
  text!: string;

  @Field(() => String, { description: "Theme key, one of the eight festive themes (e.g. festive-gold)." })
  color!: string;
}
