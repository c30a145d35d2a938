import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { IdField, ImageField, TitleField, UpdatedAtField } from "../../common/entity-fields";
import { atMost } from "../../common/describe";
import { CONTENT_LIMITS } from "../../../../common/validation";

@PublicCache()
@ObjectType({ description: "The full-screen hero at the top of the home page (a single record)." })
@Entity({ name: "hero_section" })
export class HeroSection {
  @IdField("Always 1: the hero is a single record.")
  id!: number;

  @TitleField("The hero's large heading, at most 200 characters.")
  title!: string;

  @Field(() => String, { description: `The line under the heading, ${atMost(CONTENT_LIMITS.subtitleMax)}.` })
  @Column({ type: "varchar", length: 500 })
  subtitle!: string;

  @ImageField("Background image: an http(s) URL or a path on this site (e.g. a media library file).")
  image!: string;

  @UpdatedAtField("When an admin last saved the hero (ISO 8601 UTC instant, shown in India time).")
  updatedAt!: Date;
}
