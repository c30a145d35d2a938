import { useQuery } from "@apollo/client/react";
import { BarChart3, CalendarClock, CalendarX, Eye, Newspaper, RefreshCcw, Tags, TimerReset, Users } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { AdminDashboardDocument } from "../../../graphql/generated";
import { PageHead } from "../../../components/seo/page-head";
import { QueryFallback } from "../../../components/admin/page-states";
import { StatCard, StatGrid } from "../../../components/admin/stat-card";
import { compactNumber } from "./dashboard-format";
import { PageViewsChart } from "./page-views-chart";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { SystemInfo } from "./system-info";
import { WelcomeBanner } from "./welcome-banner";

/** /admin: real figures, page views, the audit log and shortcuts. */
export function DashboardPage() {
  // Every admin change moves these figures, so they are re-read on each visit.
  const { data, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: "cache-and-network" });
  if (!data)
    return (
      <>
        <PageHead />
        <QueryFallback error={error} refetch={refetch} label="Loading dashboard..." />
      </>
    );
  const d = data.dashboard;

  return (
    <>
      <PageHead />
      <WelcomeBanner unreadMessages={d.unreadMessageCount} />
      <StatGrid wide>
        <StatCard label="Total Blog Posts" value={d.blogPostCount} icon={Newspaper} tone="blue" />
        <StatCard label="Subscription Plans" value={d.planCount} icon={Tags} tone="orange" />
        <StatCard label="Active Users" value={d.activeUserCount} hint={`of ${d.userCount} accounts`} icon={Users} tone="green" />
        <StatCard
          label="Monthly Visitors"
          value={compactNumber(d.pageViewsLast30Days)}
          hint="page views, last 30 days"
          icon={Eye}
          tone="purple"
        />
      </StatGrid>
      <h2 className="mb-3 text-lg font-bold text-slate-900">Renewals</h2>
      <StatGrid wide>
        <StatCard
          label="Expiring in 7 days"
          value={d.renewals.expiringIn7Days}
          hint="members to remind"
          icon={TimerReset}
          tone="orange"
          to="/admin/users?expiry=within7Days&sort=expirationDate"
        />
        <StatCard
          label="Expiring in 30 days"
          value={d.renewals.expiringIn30Days}
          hint="members to remind"
          icon={CalendarClock}
          tone="blue"
          to="/admin/users?expiry=within30Days&sort=expirationDate"
        />
        <StatCard
          label="Expired in the last 30 days"
          value={d.renewals.expiredLast30Days}
          hint="members to win back"
          icon={CalendarX}
          tone="purple"
          to="/admin/users?expiry=expiredLast30Days&sort=-expirationDate"
        />
        <StatCard
          label="Renewals this month"
          value={d.renewals.renewalsThisMonth}
          hint="tier changed by an admin"
          icon={RefreshCcw}
          tone="green"
        />
      </StatGrid>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title="Page views" icon={BarChart3} description="Public pages, per day (India time).">
            <PageViewsChart days={d.pageViewsByDay} />
          </Card>
          <RecentActivity entries={d.recentActivity} />
        </div>
        <div className="space-y-6">
          <QuickActions />
          <SystemInfo system={d.system} />
        </div>
      </div>
    </>
  );
}
