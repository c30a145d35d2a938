import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";

/** The eight colour themes of the festive badge; the key is what is stored. */
export const FESTIVE_BADGE_THEMES = [
  { key: "festive-gold", label: "Festive Gold" },
  { key: "christmas-spirit", label: "Christmas Spirit" },
  { key: "new-year-glow", label: "New Year Glow" },
  { key: "diwali-lights", label: "Diwali Lights" },
  { key: "summer-breeze", label: "Summer Breeze" },
  { key: "spring-bloom", label: "Spring Bloom" },
  { key: "sunset-magic", label: "Sunset Magic" },
  { key: "royal-purple", label: "Royal Purple" },
] as const;

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
