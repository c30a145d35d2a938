import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";

@PublicCache()
@ObjectType({ description: "Festive badge settings, stored on the server so every visitor sees them." })
export class FestiveBadge {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: "Theme key, one of the eight festive themes (e.g. festive-gold)." })
  color!: string;
}
