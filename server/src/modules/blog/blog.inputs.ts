import { Field, InputType } from "type-graphql";
import { blogPostSchema, CONTENT_LIMITS } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { atMost } from "../../common/describe";

@ValidatedBy(blogPostSchema)
@InputType({ description: "Every field is required; the date is set at creation and kept on edit." })
export class BlogPostInput {
  @Field(() => String, { description: `The headline, ${atMost(CONTENT_LIMITS.titleMax)}.` })
  title!: string;

  @Field(() => String, { description: `Short summary for the blog grid, ${atMost(CONTENT_LIMITS.excerptMax)}.` })
  excerpt!: string;

  @Field(() => String, { description: `Body text in Markdown (raw HTML is not rendered), ${atMost(CONTENT_LIMITS.articleMax)}.` })
  content!: string;

  @Field(() => String, { description: "http(s) URL or a path on this site." })
  image!: string;

  @Field(() => String, { description: `The writer's name as shown, ${atMost(CONTENT_LIMITS.authorMax)}.` })
  author!: string;
}
