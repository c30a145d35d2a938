import { RefreshCw, TriangleAlert } from "lucide-react";
import { buttonClass } from "./button-styles";
import { NEEDS_APP_ATTRIBUTE } from "../../islands/island";

export function LoadingMessage({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <RefreshCw aria-hidden className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

interface ErrorMessageProps {
  message?: string;
  onRetry?: () => void;
  tone?: "light" | "dark";
}

export function ErrorMessage({
  message = "We couldn't load this section. Please refresh the page.",
  onRetry,
  tone = "light",
}: ErrorMessageProps) {
  const dark = tone === "dark";
  return (
    <div
      role="alert"
      {...{ [NEEDS_APP_ATTRIBUTE]: "" }}
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-12 text-center"
    >
      <TriangleAlert aria-hidden className={`size-10 ${dark ? "text-orange-400" : "text-orange-700"}`} />
      <p className={dark ? "text-lg text-slate-100" : "text-lg text-slate-800"}>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass(dark ? "primary" : "dark")}>
          <RefreshCw aria-hidden className="size-4" />
          Try again
        </button>
      )}
    </div>
  );
}
