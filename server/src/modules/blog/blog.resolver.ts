import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import type { AppContext } from "../../context";
import { BlogPost } from "./blog-post.entity";

@Resolver(() => BlogPost)
export class BlogResolver {
  @Public()
  @Query(() => [BlogPost], { description: "Every blog post, newest first." })
  blogPosts(@Ctx() { services }: AppContext): Promise<BlogPost[]> {
    return services.blog.list();
  }

  @Public()
  @Query(() => BlogPost, { nullable: true, description: "One blog post, or null when the id is unknown." })
  blogPost(@Arg("id", () => ID) id: string, @Ctx() { services }: AppContext): Promise<BlogPost | null> {
    return services.blog.byId(/^\d+$/.test(id) ? Number(id) : Number.NaN);
  }
}
