import { Target } from "lucide-react";

/** docs/spec.md section 9: fixed figures, with the city from the contact details. */
const FIXED_STATS = [
  { value: "500+", label: "Happy Members" },
  { value: "5+", label: "Years Experience" },
  { value: "16", label: "Hours Daily" },
];

const MISSION =
  "To make strength and fitness part of everyday life in our city: expert coaching for every level, honest prices with no joining fees, and a welcoming floor where every member is seen, supported and challenged to become their strongest self.";

export function AboutStats({ city }: { city?: string }) {
  const stats = city ? [...FIXED_STATS, { value: city, label: "Location" }] : FIXED_STATS;
  return (
    <section aria-label="The gym in numbers" className="bg-slate-950">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 px-2 py-4 text-center">
            <dt className="text-sm font-medium uppercase tracking-wider text-slate-300">{stat.label}</dt>
            <dd className="break-words text-3xl font-extrabold text-orange-400 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function MissionStatement() {
  return (
    <section aria-labelledby="mission-title" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-orange-100 text-orange-700">
        <Target aria-hidden className="size-7" />
      </span>
      <h2 id="mission-title" className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Our Mission
      </h2>
      <p className="mt-6 text-xl leading-relaxed text-slate-700">{MISSION}</p>
    </section>
  );
}
