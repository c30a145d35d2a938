import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { IdField, ImageField, TitleField, UpdatedAtField } from "../../common/entity-fields";

@PublicCache()
@ObjectType({ description: "The full-screen hero at the top of the home page (a single record)." })
@Entity({ name: "hero_section" })
export class HeroSection {
  @IdField()
  id!: number;

  @TitleField()
  title!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 500 })
  subtitle!: string;

  @ImageField("Background image URL.")
  image!: string;

  @UpdatedAtField()
  updatedAt!: Date;
}
