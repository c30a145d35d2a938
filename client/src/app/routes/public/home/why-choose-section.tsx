import { CalendarClock, Dumbbell, Trophy, UsersRound, type LucideIcon } from "lucide-react";
import { RENDER_WHEN_NEAR } from "../../../../components/ui/render-when-near";

interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

const reasons: Reason[] = [
  {
    title: "Modern Equipment",
    text: "Well-maintained strength, cardio and functional training equipment for every goal.",
    icon: Dumbbell,
  },
  {
    title: "Expert Trainers",
    text: "Certified trainers who build your programme and coach your technique.",
    icon: UsersRound,
  },
  {
    title: "Proven Results",
    text: "Structured programmes and regular progress checks that keep you moving forward.",
    icon: Trophy,
  },
  {
    title: "Flexible Timings",
    text: "Early-morning to late-evening hours that fit around work, college and family.",
    icon: CalendarClock,
  },
];

export function WhyChooseSection({ siteName }: { siteName: string }) {
  return (
    <section
      // Its placeholder's height at each width: four cards in a column on a phone, two rows on a tablet, one row from lg.
      className={`bg-white py-20 sm:py-24 ${RENDER_WHEN_NEAR} [--held-back-height:80rem] sm:[--held-back-height:50rem] lg:[--held-back-height:36rem]`}
      aria-labelledby="why-choose-title"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-choose-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Why Choose {siteName}
          </h2>
          <p className="mt-4 text-lg text-slate-600">Everything you need to train hard, recover well and keep going.</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
                <Icon aria-hidden className="size-6" />
              </span>
              {/* Extrabold like the section's heading: bold would be a weight of its own in the first frame's font lookups. */}
              <h3 className="mt-5 text-lg font-extrabold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
