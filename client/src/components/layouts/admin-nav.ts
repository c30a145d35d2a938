import {
  BellRing,
  Image,
  MailCheck,
  Images,
  Info,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquare,
  Newspaper,
  Settings,
  Shield,
  Tags,
  Users,
  Webhook,
} from "lucide-react";
import { paths } from "../../config/paths";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The admin sidebar, in the spec's order; Messages is the inbox docs/product.md adds, Media the library of issue 15. */
export const adminNav: readonly AdminNavItem[] = [
  { label: "Dashboard", to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: "Blog Posts", to: paths.admin.blogs, icon: Newspaper },
  { label: "Subscriptions", to: paths.admin.subscriptions, icon: Tags },
  { label: "Hero Section", to: paths.admin.hero, icon: Image },
  { label: "About Page", to: paths.admin.about, icon: Info },
  { label: "Contact Info", to: paths.admin.contact, icon: Mail },
  { label: "Site Settings", to: paths.admin.siteSettings, icon: Settings },
  { label: "Users", to: paths.admin.users, icon: Users },
  { label: "Policies", to: paths.admin.policies, icon: Shield },
  { label: "Messages", to: paths.admin.messages, icon: MessageSquare },
  { label: "Media", to: paths.admin.media, icon: Images },
  { label: "Reminders", to: paths.admin.reminders, icon: BellRing },
  { label: "Newsletter", to: paths.admin.subscribers, icon: MailCheck },
  { label: "API Keys", to: paths.admin.apiKeys, icon: KeyRound },
  { label: "Webhooks", to: paths.admin.webhooks, icon: Webhook },
];
