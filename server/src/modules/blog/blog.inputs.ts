import { Field, InputType } from "type-graphql";
import { blogPostSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(blogPostSchema)
@InputType({ description: "Every field is required; the date is set at creation and kept on edit." })
export class BlogPostInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  excerpt!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { description: "http(s) URL or a path on this site." })
  image!: string;

  @Field(() => String)
  author!: string;
}
