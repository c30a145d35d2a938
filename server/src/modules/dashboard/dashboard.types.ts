import { Field, Int, ObjectType } from "type-graphql";
import { AuditEntry } from "../audit/audit-entry.entity";

@ObjectType()
export class DailyCount {
  @Field(() => String, { description: "YYYY-MM-DD (India time)." })
  day!: string;

  @Field(() => Int)
  views!: number;
}

@ObjectType()
export class SystemInfo {
  @Field(() => String)
  status!: string;

  @Field(() => String, { description: "The running version, from package.json." })
  version!: string;

  @Field(() => String, { description: "sqlite, mysql or mariadb." })
  databaseKind!: string;

  @Field(() => Int)
  uptimeSeconds!: number;

  @Field(() => String)
  nodeVersion!: string;
}

@ObjectType({ description: "Memberships coming up for renewal; each window matches a MemberExpiry filter of `members`." })
export class RenewalCounts {
  @Field(() => Int, { description: "Not expired, expiring by the end of the gym day 7 days from today." }) expiringIn7Days!: number;
  @Field(() => Int, { description: "Not expired, expiring by the end of the gym day 30 days from today." }) expiringIn30Days!: number;
  @Field(() => Int, { description: "Expired within the last 30 days." }) expiredLast30Days!: number;
  @Field(() => Int, { description: "Members whose upgradedAt falls in the current gym month (India)." }) renewalsThisMonth!: number;
}

@ObjectType({ description: "Real figures for the admin dashboard." })
export class Dashboard {
  @Field(() => Int) blogPostCount!: number;
  @Field(() => Int) planCount!: number;
  @Field(() => Int, { description: "Accounts with status active." }) activeUserCount!: number;
  @Field(() => Int) userCount!: number;
  @Field(() => Int) unreadMessageCount!: number;
  @Field(() => Int, { description: "Public page views in the last 30 days." }) pageViewsLast30Days!: number;
  @Field(() => [DailyCount], { description: "The last 30 days, oldest first." }) pageViewsByDay!: DailyCount[];
  @Field(() => [AuditEntry], { description: "The latest admin actions, newest first." }) recentActivity!: AuditEntry[];
  @Field(() => RenewalCounts) renewals!: RenewalCounts;
  @Field(() => SystemInfo) system!: SystemInfo;
}
