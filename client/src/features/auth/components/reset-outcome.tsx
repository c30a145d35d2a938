import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface ResetOutcomeProps {
  icon: LucideIcon;
  title: string;
  message: string;
  tone: "success" | "error";
  children: ReactNode;
}

/** The end of a reset step: what happened, in the server's words, and where to go next. */
export function ResetOutcome({ icon: Icon, title, message, tone, children }: ResetOutcomeProps) {
  const success = tone === "success";
  return (
    <div className="text-center" role={success ? "status" : "alert"}>
      <span
        className={`mx-auto flex size-12 items-center justify-center rounded-full ${
          success ? "bg-green-100 text-green-700" : "bg-red-100 text-red-700"
        }`}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-6 flex flex-col gap-3">{children}</div>
    </div>
  );
}
