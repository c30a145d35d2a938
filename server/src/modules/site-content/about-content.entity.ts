import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { IdField, ImageField, TitleField, UpdatedAtField } from "../../common/entity-fields";

@PublicCache()
@ObjectType({ description: "The about page's editable text and image (a single record)." })
@Entity({ name: "about_content" })
export class AboutContent {
  @IdField()
  id!: number;

  @TitleField()
  title!: string;

  @Field(() => String, { description: "Paragraphs separated by line breaks." })
  @Column({ type: "text" })
  content!: string;

  @ImageField()
  image!: string;

  @UpdatedAtField()
  updatedAt!: Date;
}
