import type { AppConfig } from "../../config/env";
import type { AuditService } from "../audit/audit.service";
import type { BlogService } from "../blog/blog.service";
import type { MessageService } from "../message/message.service";
import type { PlanService } from "../plan/plan.service";
import type { UserService } from "../user/user.service";
import type { MemberListService } from "../user/members.service";
import { MemberExpiry } from "../user/members.types";
import type { Dashboard, RenewalCounts } from "./dashboard.types";
import type { PageViewService } from "./page-views.service";

const startedAt = Date.now();

export class DashboardService {
  constructor(
    private readonly deps: {
      config: AppConfig;
      blog: BlogService;
      plans: PlanService;
      users: UserService;
      members: MemberListService;
      messages: MessageService;
      pageViews: PageViewService;
      audit: AuditService;
    },
  ) {}

  async load(): Promise<Dashboard> {
    const { config, blog, plans, users, members, messages, pageViews, audit } = this.deps;
    const [blogPostCount, planCount, counts, unreadMessageCount, days, recentActivity, renewals] = await Promise.all([
      blog.count(),
      plans.count(),
      users.counts(),
      messages.countUnread(),
      pageViews.lastDays(30),
      audit.recent(10),
      this.renewals(members),
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
      renewals,
      system: {
        status: "Online",
        version: config.version,
        databaseKind: config.database.kind,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        nodeVersion: process.version,
      },
    };
  }

  private async renewals(members: MemberListService): Promise<RenewalCounts> {
    const [expiringIn7Days, expiringIn30Days, expiredLast30Days, renewalsThisMonth] = await Promise.all([
      members.count({ expiry: MemberExpiry.within7Days }),
      members.count({ expiry: MemberExpiry.within30Days }),
      members.count({ expiry: MemberExpiry.expiredLast30Days }),
      members.renewalsThisMonth(),
    ]);
    return { expiringIn7Days, expiringIn30Days, expiredLast30Days, renewalsThisMonth };
  }
}
