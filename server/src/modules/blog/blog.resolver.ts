import { ApiScope } from "../../../../common/enums";
import type { GraphQLResolveInfo } from "graphql";
import { Arg, Authorized, Ctx, ID, Info, Int, Mutation, Query, Resolver } from "type-graphql";
import { PAGE_SIZES } from "../../../../common/validation/limits";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { readsAsAdmin } from "../../auth/auth-checker";
import { checkPreview } from "../publication/preview-answer";
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
  @Query(() => [BlogPost], { description: "Anyone, signed in or not. A page of blog posts, newest first." })
  blogPosts(
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: default ${PAGE_SIZES.blogPosts.default}, at most ${PAGE_SIZES.blogPosts.max} (admins: up to ${PAGE_SIZES.adminMax}, their default).`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Arg("drafts", () => Boolean, {
      nullable: true,
      description: "Admins: true lists drafts and scheduled posts too (the panel). Ignored for everyone else, who see live posts only.",
    })
    drafts: boolean | null,
    @Ctx() context: AppContext,
  ): Promise<BlogPost[]> {
    const page = pageOf(context, PAGE_SIZES.blogPosts, limit, offset);
    return context.services.blog.list(page, { drafts: Boolean(drafts) && readsAsAdmin(context, ApiScope.content_read) });
  }

  @Public()
  @PublicCache()
  @Query(() => BlogPost, {
    nullable: true,
    description: "Anyone, signed in or not. One live blog post, or null when the id is unknown or the post is not live.",
  })
  blogPost(
    @Arg("id", () => ID, { description: "The post's number, as in /blog/<id>." }) id: string,
    @Arg("preview", () => String, {
      nullable: true,
      description: "A preview link's token: shows the post whatever its state, answered privately; FORBIDDEN when forged or expired.",
    })
    preview: string | null,
    @Ctx() context: AppContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<BlogPost | null> {
    if (preview !== null && preview !== undefined) checkPreview(preview, "post", toId(id), context, info);
    return context.services.blog.visibleById(toId(id), preview !== null && preview !== undefined);
  }

  @Authorized(Access.Admin)
  @Mutation(() => BlogPost, {
    description: "Admins only. Adds a post, live at once (and mailed to newsletter subscribers once) unless saved as a draft.",
  })
  async createBlogPost(
    @Arg("input", () => BlogPostInput, { description: "The new post." }) input: BlogPostInput,
    @Arg("draft", () => Boolean, { nullable: true, description: "True saves a draft; otherwise the post is published at once." })
    draft: boolean | null,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    const post = await services.blog.create(actor, input, Boolean(draft));
    if (!draft) await services.postNewsletter.announceNow(post.id);
    return post;
  }

  @Authorized(Access.Admin)
  @Mutation(() => BlogPost, { description: "Admins only. Saves every field of a post; the old version stays in its version history." })
  updateBlogPost(
    @Arg("id", () => ID, { description: "The post's number." }) id: string,
    @Arg("input", () => BlogPostInput, { description: "The post's new fields." }) input: BlogPostInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    return services.blog.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Removes a post from the blog; true when it was deleted." })
  deleteBlogPost(
    @Arg("id", () => ID, { description: "The post's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<boolean> {
    return services.blog.delete(actor, toId(id));
  }
}
