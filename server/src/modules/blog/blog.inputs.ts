import { Field, InputType } from "type-graphql";
import { blogPostSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(blogPostSchema)
@InputType({ description: "Every field is required; the date is set at creation and kept on edit." })
export class BlogPostInput {
  @Field(() => String, { description: "The headline, at most 200 characters." })
  title!: string;

  @Field(() => String, { description: "Short summary for the blog grid, at most 500 characters." })
  excerpt!: string;

  @Field(() => String, { description: "Body text in Markdown (raw HTML is not rendered), at most 50,000 characters." })
  content!: string;

  @Field(() => String, { description: "http(s) URL or a path on this site." })
  image!: string;

  @Field(() => String, { description: "The writer's name as shown, at most 120 characters." })
  author!: string;
}
