import { Image, MessageSquare, Plus, Tags, Zap } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";

/** `?new=1` asks the list page to open its create dialog straight away. */
const actions = [
  { label: "Add Blog Post", to: `${paths.admin.blogs}?new=1`, icon: Plus },
  { label: "Add Plan", to: `${paths.admin.subscriptions}?new=1`, icon: Tags },
  { label: "Edit Hero", to: paths.admin.hero, icon: Image },
  { label: "View Messages", to: paths.admin.messages, icon: MessageSquare },
];

export function QuickActions() {
  return (
    <Card title="Quick Actions" icon={Zap}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {actions.map(({ label, to, icon: Icon }) => (
          <Link key={label} to={to} className={`${buttonClass("outlineDark")} justify-start`}>
            <Icon aria-hidden className="size-4 shrink-0" />
            {label}
          </Link>
        ))}
      </div>
    </Card>
  );
}
