import { useField } from "formik";
import { useEffect, useState } from "react";

type Scorer = (password: string) => number;

const LEVELS = [
  { label: "Very weak", bar: "bg-red-600" },
  { label: "Weak", bar: "bg-orange-600" },
  { label: "Fair", bar: "bg-amber-500" },
  { label: "Good", bar: "bg-lime-600" },
  { label: "Strong", bar: "bg-green-700" },
] as const;

let scorer: Promise<Scorer> | undefined;
const loadScorer = () => (scorer ??= import("./password-score").then((m) => m.passwordScore));

/**
 * How hard the password in the named field would be to guess, as words and a bar. Advice only:
 * the field's own rules decide what is accepted. The estimator loads with the first keystroke.
 */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const [{ value }] = useField<string>(name);
  const [score, setScore] = useState<number | null>(null);

  useEffect(() => {
    if (!value) return;
    let current = true;
    loadScorer()
      .then((scoreOf) => current && setScore(scoreOf(value)))
      .catch(() => current && setScore(null));
    return () => {
      current = false;
    };
  }, [value]);

  const level = value && score !== null ? LEVELS[score] : undefined;
  return (
    <div className="-mt-2" data-testid="password-strength">
      <div aria-hidden className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`h-1.5 rounded-full ${level && Math.max(score!, 1) >= step ? level.bar : "bg-slate-200"}`} />
        ))}
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-600">
        {level ? `Password strength: ${level.label}` : ""}
      </p>
    </div>
  );
}
