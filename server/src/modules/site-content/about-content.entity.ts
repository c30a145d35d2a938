import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { IdField, ImageField, TitleField, UpdatedAtField } from "../../common/entity-fields";

@PublicCache()
@ObjectType({ description: "The about page's editable text and image (a single record)." })
@Entity({ name: "about_content" })
export class AboutContent {
  @IdField("Always 1: the about page is a single record.")
  id!: number;

  @TitleField("The about page's heading, at most 200 characters.")
  title!: string;

  @Field(() => String, { description: "The about page's text: paragraphs separated by line breaks." })
  @Column({ type: "text" })
  content!: string;

  @ImageField("The about page's photo: an http(s) URL or a path on this site (e.g. a media library file).")
  image!: string;

  @UpdatedAtField("When an admin last saved the about page (ISO 8601 UTC instant, shown in India time).")
  updatedAt!: Date;
}
