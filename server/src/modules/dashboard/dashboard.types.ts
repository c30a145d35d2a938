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
  @Field(() => SystemInfo) system!: SystemInfo;
}
