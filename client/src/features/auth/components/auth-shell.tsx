import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface AuthShellProps {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** The dark panel with a centred white card that every account page sits in. */
export function AuthShell({ title, subtitle, icon: Icon, children }: AuthShellProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12 pt-6 sm:px-6 lg:px-8">
      <section className="relative isolate overflow-hidden rounded-2xl bg-slate-950 px-4 py-12 sm:py-16" aria-labelledby="auth-title">
        <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(249,115,22,0.28),transparent_60%)]" />
        <div className="mx-auto w-full max-w-md">
          <div className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-orange-500 text-slate-950 shadow-lg shadow-orange-500/30">
              <Icon aria-hidden className="size-7" />
            </span>
            <h1 id="auth-title" className="mt-6 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              {title}
            </h1>
            <p className="mt-3 text-base text-slate-300">{subtitle}</p>
          </div>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-2xl shadow-black/40 sm:p-8">{children}</div>
        </div>
      </section>
    </div>
  );
}

/** A line such as "Don't have an account? Sign up here" under a form. */
export function AuthFootnote({ children }: { children: ReactNode }) {
  return <p className="mt-6 border-t border-slate-200 pt-6 text-center text-sm text-slate-600">{children}</p>;
}
