import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { AuditEntry } from "../audit/audit-entry.entity";
import { Dashboard } from "./dashboard.types";

@Resolver()
export class DashboardResolver {
  @Authorized(Access.Admin)
  @Query(() => Dashboard, { description: "Admins only. The dashboard's counts, page views, renewals and recent activity." })
  dashboard(@Ctx() { services }: AppContext): Promise<Dashboard> {
    return services.dashboard.load();
  }

  @Authorized(Access.Admin)
  @Query(() => [AuditEntry], { description: "Admins only. The audit log, newest first." })
  auditLog(
    @Arg("limit", () => Int, { defaultValue: 50, description: "How many entries: 50 when left out, 1 to 100." }) limit: number,
    @Ctx() { services }: AppContext,
  ): Promise<AuditEntry[]> {
    return services.audit.recent(limit);
  }

  @Public()
  @Mutation(() => Boolean, {
    description: "Anyone, signed in or not. Counts a view of a public page for today's total; stores nothing about the visitor.",
  })
  recordPageView(
    @Arg("path", () => String, { description: "The public page's path, e.g. /blog/3; paths that are not counted pages answer false." })
    path: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return ctx.services.pageViews.record(path, ctx.clientKey);
  }
}
