import { Sparkles } from "lucide-react";
import { useAuth } from "../../../lib/auth";

/** Greets the signed-in admin by first name. */
export function WelcomeBanner({ unreadMessages }: { unreadMessages: number }) {
  const { user } = useAuth();
  const firstName = user?.name.trim().split(/\s+/)[0] || "Admin";
  return (
    <section className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-r from-slate-900 via-slate-800 to-orange-700 p-6 text-white shadow-sm sm:p-8">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-orange-300">
        <Sparkles aria-hidden className="size-4" />
        Admin Dashboard
      </p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Welcome back, {firstName}!</h1>
      <p className="mt-2 max-w-2xl text-slate-200">
        Manage your gym's website content, memberships and members from here.
        {unreadMessages > 0 && ` You have ${unreadMessages} unread message${unreadMessages === 1 ? "" : "s"}.`}
      </p>
    </section>
  );
}
