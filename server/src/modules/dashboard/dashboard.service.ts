import type { AppConfig } from "../../config/env";
import type { AuditService } from "../audit/audit.service";
import type { BlogService } from "../blog/blog.service";
import type { MessageService } from "../message/message.service";
import type { PlanService } from "../plan/plan.service";
import type { UserService } from "../user/user.service";
import type { Dashboard } from "./dashboard.types";
import type { PageViewService } from "./page-views.service";

const startedAt = Date.now();

export class DashboardService {
  constructor(
    private readonly deps: {
      config: AppConfig;
      blog: BlogService;
      plans: PlanService;
      users: UserService;
      messages: MessageService;
      pageViews: PageViewService;
      audit: AuditService;
    },
  ) {}

  async load(): Promise<Dashboard> {
    const { config, blog, plans, users, messages, pageViews, audit } = this.deps;
    const [blogPostCount, planCount, counts, unreadMessageCount, days, recentActivity] = await Promise.all([
      blog.count(),
      plans.count(),
      users.counts(),
      messages.countUnread(),
      pageViews.lastDays(30),
      audit.recent(10),
    ]);
    return {
      blogPostCount,
      planCount,
      activeUserCount: counts.active,
      userCount: counts.total,
      unreadMessageCount,
      pageViewsByDay: days,
      pageViewsLast30Days: days.reduce((sum, d) => sum + d.views, 0),
      recentActivity,
      system: {
        status: "Online",
        version: config.version,
        databaseKind: config.database.kind,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        nodeVersion: process.version,
      },
    };
  }
}
