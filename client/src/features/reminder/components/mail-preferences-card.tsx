import { useMutation, useQuery } from "@apollo/client/react";
import { Mail } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { MyMailPreferencesDocument, UpdateMailPreferencesDocument } from "../../../graphql/generated";
import { toast } from "../../../lib/toast";

/** The member's optional mails: renewal reminders and the newsletter (which needs a mailed confirmation). */
export function MailPreferencesCard() {
  const { data } = useQuery(MyMailPreferencesDocument, { fetchPolicy: "cache-and-network" });
  const [update, { loading }] = useMutation(UpdateMailPreferencesDocument);
  const [asked, setAsked] = useState(false);
  const [saved, setSaved] = useState<{ renewalReminders: boolean; newsletter: boolean }>();
  const prefs = saved ?? data?.myMailPreferences;
  if (!prefs) return null;

  const change = async (next: { renewalReminders: boolean; newsletter: boolean }) => {
    try {
      const result = await update({ variables: next });
      if (result.data) setSaved(result.data.updateMailPreferences);
      const wantedNewsletter = next.newsletter && !result.data?.updateMailPreferences.newsletter;
      setAsked(wantedNewsletter);
      toast.success("Saved", {
        description: wantedNewsletter ? "Check your inbox to confirm the newsletter." : "Your e-mail choices are saved.",
      });
    } catch {
      toast.error("Error", { description: "Your e-mail choices could not be saved. Please try again." });
    }
  };

  return (
    <Card title="E-mails" icon={Mail}>
      <div className="space-y-3 text-sm text-slate-700">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={prefs.renewalReminders}
            disabled={loading}
            onChange={(event) => void change({ renewalReminders: event.target.checked, newsletter: prefs.newsletter })}
          />
          <span>Membership renewal reminders</span>
        </label>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={prefs.newsletter || asked}
            disabled={loading}
            onChange={(event) => void change({ renewalReminders: prefs.renewalReminders, newsletter: event.target.checked })}
          />
          <span>
            Newsletter
            {asked && !prefs.newsletter ? (
              <span className="block text-xs text-slate-500">Waiting for your confirmation by e-mail.</span>
            ) : null}
          </span>
        </label>
      </div>
    </Card>
  );
}
