import { BadgeCheck, Dumbbell, HeartPulse, Salad, ShowerHead, UsersRound, type LucideIcon } from "lucide-react";
import { RENDER_WHEN_NEAR } from "../../../components/ui/render-when-near";

const FACILITIES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: "Strength Hall", text: "Olympic platforms, racks and calibrated plates.", icon: Dumbbell },
  { title: "Cardio Deck", text: "Treadmills, bikes and rowers for every level.", icon: HeartPulse },
  { title: "Certified Trainers", text: "Coaching on the floor during all opening hours.", icon: BadgeCheck },
  { title: "Group Classes", text: "Functional training and weekend group sessions.", icon: UsersRound },
  { title: "Lockers & Showers", text: "Clean changing rooms with secure lockers.", icon: ShowerHead },
  { title: "Diet Guidance", text: "A free diet consultation with every plan.", icon: Salad },
];

export function FacilitiesSection() {
  return (
    <section aria-labelledby="facilities-title" className={`bg-slate-950 py-16 sm:py-20 ${RENDER_WHEN_NEAR}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="facilities-title" className="text-center text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          Premium Facilities
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-300">Included with every membership.</p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FACILITIES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-white/10 bg-white/5 p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-orange-500 text-slate-950">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-bold text-white">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
