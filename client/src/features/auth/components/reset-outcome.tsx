import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

interface ResetOutcomeProps {
  icon: LucideIcon;
  title: string;
  message: string;
  tone: "success" | "error";
  children: ReactNode;
}

/**
 * The end of a reset step: what happened, in the server's words, and where to go next. It
 * replaces the form whose button was just pressed, so it takes the focus (which would otherwise
 * fall to the top of the page) and is brought into view when the keyboard had pushed it away.
 */
export function ResetOutcome({ icon: Icon, title, message, tone, children }: ResetOutcomeProps) {
  const success = tone === "success";
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    const { top, bottom } = box.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) box.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="text-center" role={success ? "status" : "alert"}>
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
