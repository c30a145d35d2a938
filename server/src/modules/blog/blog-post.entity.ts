import { PublicCache } from "../../cache/cache-control";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { CreatedAtField, IdField, ImageField, TitleField, UpdatedAtField } from "../../common/entity-fields";

@PublicCache()
@ObjectType({ description: "An article on the gym's blog." })
@Entity({ name: "blog_posts" })
export class BlogPost {
  @IdField()
  id!: number;

  @TitleField()
  title!: string;

  @Field(() => String, { description: "Short summary shown on the blog grid." })
  @Column({ type: "varchar", length: 500 })
  excerpt!: string;

  @Field(() => String, { description: "Body text; line breaks are significant." })
  @Column({ type: "text" })
  content!: string;

  @ImageField("Cover image URL (http(s) or site-relative).")
  image!: string;

  @Field(() => String, { description: "Publication date, YYYY-MM-DD; set at creation and kept on edit." })
  @Column({ type: "date" })
  date!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 120 })
  author!: string;

  @CreatedAtField()
  createdAt!: Date;

  @UpdatedAtField()
  updatedAt!: Date;
}
