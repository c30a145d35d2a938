interface FestiveSwitchProps {
  enabled: boolean;
  busy: boolean;
  onChange: (enabled: boolean) => void;
}

/** An on/off switch that says its state in words as well as by position. */
export function FestiveSwitch({ enabled, busy, onChange }: FestiveSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label="Show festive badges"
      disabled={busy}
      onClick={() => onChange(!enabled)}
      className="flex items-center gap-3 rounded-full text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-500 disabled:opacity-60"
    >
      <span className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${enabled ? "bg-green-600" : "bg-slate-300"}`}>
        <span
          aria-hidden
          className={`absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-5" : "translate-x-0"}`}
        />
      </span>
      {enabled ? "Enabled" : "Disabled"}
    </button>
  );
}
