import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { PAGE_SIZES } from "../../../../common/validation/limits";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { toId } from "../../common/ids";
import { pageOf } from "../../common/pagination";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { BlogPost } from "./blog-post.entity";
import { BlogPostInput } from "./blog.inputs";

@Resolver(() => BlogPost)
export class BlogResolver {
  @Public()
  @PublicCache()
  @Query(() => [BlogPost], { description: "A page of blog posts, newest first." })
  blogPosts(
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: default ${PAGE_SIZES.blogPosts.default}, at most ${PAGE_SIZES.blogPosts.max} (admins: up to ${PAGE_SIZES.adminMax}, their default).`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Ctx() context: AppContext,
  ): Promise<BlogPost[]> {
    return context.services.blog.list(pageOf(context, PAGE_SIZES.blogPosts, limit, offset));
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
