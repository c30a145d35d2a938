import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { toId } from "../../common/ids";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { BlogPost } from "./blog-post.entity";
import { BlogPostInput } from "./blog.inputs";

@Resolver(() => BlogPost)
export class BlogResolver {
  @Public()
  @PublicCache()
  @Query(() => [BlogPost], { description: "Every blog post, newest first." })
  blogPosts(@Ctx() { services }: AppContext): Promise<BlogPost[]> {
    return services.blog.list();
  }

  @Public()
  @PublicCache()
  @Query(() => BlogPost, { nullable: true, description: "One blog post, or null when the id is unknown." })
  blogPost(@Arg("id", () => ID) id: string, @Ctx() { services }: AppContext): Promise<BlogPost | null> {
    return services.blog.byId(toId(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => BlogPost)
  createBlogPost(
    @Arg("input", () => BlogPostInput) input: BlogPostInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    return services.blog.create(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => BlogPost)
  updateBlogPost(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => BlogPostInput) input: BlogPostInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    return services.blog.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean)
  deleteBlogPost(@Arg("id", () => ID) id: string, @CurrentUser() actor: User, @Ctx() { services }: AppContext): Promise<boolean> {
    return services.blog.delete(actor, toId(id));
  }
}
