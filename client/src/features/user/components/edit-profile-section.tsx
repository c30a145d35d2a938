import { UserCog } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { ChangePasswordForm } from "./change-password-form";
import { EditNameForm } from "./edit-name-form";

/** Members change their own name and password here; everything else is set by the gym. */
export function EditProfileSection({ name }: { name: string }) {
  return (
    <Card title="Edit Profile" icon={UserCog} description="Tier, badge and referral score are managed by the gym.">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
        <EditNameForm name={name} />
        <div className="border-t border-slate-200 pt-8 lg:border-l lg:border-t-0 lg:pl-10 lg:pt-0">
          <ChangePasswordForm />
        </div>
      </div>
    </Card>
  );
}
