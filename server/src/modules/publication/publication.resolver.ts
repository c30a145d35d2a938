import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { toId } from "../../common/ids";
import type { AppContext } from "../../context";
import { BlogPost } from "../blog/blog-post.entity";
import { Plan } from "../plan/plan.entity";
import type { User } from "../user/user.entity";
import { PreviewLink, ScheduleInput } from "./publication.types";

/** Drafts, scheduling, publishing and preview links for blog posts and plans (issue 18). */
@Resolver()
export class PublicationResolver {
  @Authorized(Access.Admin)
  @Mutation(() => BlogPost, {
    description: "Admins only. Makes the post live now (a draft or a scheduled one); its newsletter mail goes out once.",
  })
  publishBlogPost(
    @Arg("id", () => ID, { description: "The post's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    return services.blogPublisher.publish(actor, toId(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => BlogPost, { description: "Admins only. The post goes live by itself at the given gym time." })
  scheduleBlogPost(
    @Arg("id", () => ID, { description: "The post's number." }) id: string,
    @Arg("input", () => ScheduleInput, { description: "When it goes live." }) input: ScheduleInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    return services.blogPublisher.scheduleAt(actor, toId(id), input.publishAt);
  }

  @Authorized(Access.Admin)
  @Mutation(() => BlogPost, { description: "Admins only. Back to draft: visitors no longer see the post." })
  unpublishBlogPost(
    @Arg("id", () => ID, { description: "The post's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<BlogPost> {
    return services.blogPublisher.unpublish(actor, toId(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => PreviewLink, {
    description: "Admins only. A signed link showing the post on its public page, whatever its state, for 7 days.",
  })
  blogPostPreviewLink(
    @Arg("id", () => ID, { description: "The post's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<PreviewLink> {
    return services.blogPublisher.previewLink(actor, toId(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan, { description: "Admins only. Shows the plan to visitors now." })
  publishPlan(
    @Arg("id", () => ID, { description: "The plan's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Plan> {
    return services.planPublisher.publish(actor, toId(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan, { description: "Admins only. The plan appears by itself at the given gym time." })
  schedulePlan(
    @Arg("id", () => ID, { description: "The plan's number." }) id: string,
    @Arg("input", () => ScheduleInput, { description: "When it goes live." }) input: ScheduleInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Plan> {
    return services.planPublisher.scheduleAt(actor, toId(id), input.publishAt);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan, { description: "Admins only. Back to draft: visitors no longer see the plan." })
  unpublishPlan(
    @Arg("id", () => ID, { description: "The plan's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Plan> {
    return services.planPublisher.unpublish(actor, toId(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => PreviewLink, {
    description: "Admins only. A signed link showing the subscription page with draft and scheduled plans, for 7 days.",
  })
  plansPreviewLink(@CurrentUser() actor: User, @Ctx() { services }: AppContext): Promise<PreviewLink> {
    return services.planPublisher.previewLink(actor, null);
  }
}
