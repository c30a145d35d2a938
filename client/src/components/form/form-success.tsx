import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";

const tones = {
  light: { box: "border-green-200 bg-green-50 text-green-800", again: "text-green-900" },
  dark: { box: "border-green-400/40 bg-green-950/40 text-green-200", again: "text-green-100" },
} as const;

interface FormSuccessProps {
  message: string;
  /** Brings the empty form back, for a second message or another address. */
  onAgain: () => void;
  againLabel: string;
  tone?: keyof typeof tones;
}

/**
 * What a public form shows in its place once sent: brought into view and focused, so a phone
 * user whose keyboard pushed the page up sees it (and a screen reader reads it) at once.
 */
export function FormSuccess({ message, onAgain, againLabel, tone = "light" }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: "center" });
  }, []);
  const style = tones[tone];
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`rounded-lg border px-4 py-4 text-sm ${style.box}`}>
      <p className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      <button type="button" onClick={onAgain} className={`mt-3 font-semibold underline underline-offset-4 ${style.again}`}>
        {againLabel}
      </button>
    </div>
  );
}
