import { Field, Int, ObjectType } from "type-graphql";
import { AuditEntry } from "../audit/audit-entry.entity";

@ObjectType({ description: "Public page views on one gym day. Admins only." })
export class DailyCount {
  @Field(() => String, { description: "YYYY-MM-DD (India time)." })
  day!: string;

  @Field(() => Int, { description: "Views of public pages counted that day." })
  views!: number;
}

@ObjectType({ description: "The running server, as the admin dashboard shows it. Admins only." })
export class SystemInfo {
  @Field(() => String, { description: "'Online' while the server answers." })
  status!: string;

  @Field(() => String, { description: "The running version, from package.json." })
  version!: string;

  @Field(() => String, { description: "The database in use: sqlite, mysql or mariadb." })
  databaseKind!: string;

  @Field(() => Int, { description: "Seconds since this server process started." })
  uptimeSeconds!: number;

  @Field(() => String, { description: "The Node.js version running the server, e.g. v20.19.0." })
  nodeVersion!: string;
}

@ObjectType({ description: "Memberships coming up for renewal; each window matches a MemberExpiry filter of `members`. Admins only." })
export class RenewalCounts {
  @Field(() => Int, { description: "Not expired, expiring by the end of the gym day 7 days from today." }) expiringIn7Days!: number;
  @Field(() => Int, { description: "Not expired, expiring by the end of the gym day 30 days from today." }) expiringIn30Days!: number;
  @Field(() => Int, { description: "Expired within the last 30 days." }) expiredLast30Days!: number;
  @Field(() => Int, { description: "Members whose upgradedAt falls in the current gym month (India)." }) renewalsThisMonth!: number;
}

@ObjectType({ description: "Real figures for the admin dashboard. Admins only." })
export class Dashboard {
  @Field(() => Int, { description: "Blog posts, drafts and scheduled ones included." }) blogPostCount!: number;
  @Field(() => Int, { description: "Membership plans, drafts and scheduled ones included." }) planCount!: number;
  @Field(() => Int, { description: "Accounts with status active." }) activeUserCount!: number;
  @Field(() => Int, { description: "All accounts, members and admins." }) userCount!: number;
  @Field(() => Int, { description: "Contact messages not yet marked read." }) unreadMessageCount!: number;
  @Field(() => Int, { description: "Public page views in the last 30 days." }) pageViewsLast30Days!: number;
  @Field(() => [DailyCount], { description: "The last 30 days, oldest first." }) pageViewsByDay!: DailyCount[];
  @Field(() => [AuditEntry], { description: "The latest admin actions, newest first." }) recentActivity!: AuditEntry[];
  @Field(() => RenewalCounts, { description: "Memberships due for renewal and renewals this month." }) renewals!: RenewalCounts;
  @Field(() => SystemInfo, { description: "The running server." }) system!: SystemInfo;
}
