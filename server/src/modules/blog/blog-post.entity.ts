import { PublicCache } from "../../cache/cache-control";
import { Publishable } from "../publication/publishable";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { CreatedAtField, IdField, ImageField, TitleField, UpdatedAtField } from "../../common/entity-fields";
import { atMost } from "../../common/describe";
import { CONTENT_LIMITS } from "../../../../common/validation";

@PublicCache()
@ObjectType({
  description: "An article on the gym's blog. Anyone may read live posts; drafts and scheduled posts only admins and preview links.",
})
@Entity({ name: "blog_posts" })
export class BlogPost extends Publishable {
  @IdField("The post's number; its public address is /blog/<id>.")
  id!: number;

  @TitleField(`The post's headline, ${atMost(CONTENT_LIMITS.titleMax)}.`)
  title!: string;

  @Field(() => String, { description: "Short summary shown on the blog grid." })
  @Column({ type: "varchar", length: 500 })
  excerpt!: string;

  @Field(() => String, {
    description: "Body text: Markdown (GitHub flavoured), raw HTML is never rendered; a single line break is kept as a line break.",
  })
  @Column({ type: "text" })
  content!: string;

  @ImageField("Cover image URL (http(s) or site-relative).")
  image!: string;

  @Field(() => String, { description: "Publication date, YYYY-MM-DD: the gym date (India time, Asia/Kolkata) it went (or goes) live." })
  @Column({ type: "date" })
  date!: string;

  @Field(() => String, { description: `The writer's name as shown under the title, ${atMost(CONTENT_LIMITS.authorMax)}.` })
  @Column({ type: "varchar", length: 120 })
  author!: string;

  /** When the newsletter mail about it was claimed; it is mailed once, ever. */
  @Column({ name: "newsletter_sent_at", type: "datetime", precision: 3, nullable: true })
  newsletterSentAt!: Date | null;

  @CreatedAtField("When the post was created (ISO 8601 UTC instant, shown in India time).")
  createdAt!: Date;

  @UpdatedAtField("When the post was last saved (ISO 8601 UTC instant, shown in India time).")
  updatedAt!: Date;
}
