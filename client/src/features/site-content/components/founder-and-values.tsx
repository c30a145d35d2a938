import { Award, Lightbulb, Quote, UserRound, UsersRound, type LucideIcon } from "lucide-react";

interface Value {
  title: string;
  text: string;
  icon: LucideIcon;
}

const VALUES: Value[] = [
  {
    title: "Excellence",
    text: "Certified coaching, well-kept equipment and programmes that are checked and adjusted as you progress.",
    icon: Award,
  },
  {
    title: "Community",
    text: "Members who cheer each other on, trainers who know your name, and a floor where beginners feel at home.",
    icon: UsersRound,
  },
  {
    title: "Innovation",
    text: "Modern training methods, regular body-composition checks and new classes shaped by what members ask for.",
    icon: Lightbulb,
  },
];

function FounderCard({ siteName }: { siteName: string }) {
  return (
    <figure className="rounded-2xl bg-slate-950 p-8 text-slate-200 shadow-lg">
      {/* The caption is the figure's last child, as HTML requires; the portrait and quote sit in one block above it. */}
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-orange-500 text-slate-950">
          <UserRound aria-hidden className="size-10" />
        </span>
        <div>
          <Quote aria-hidden className="size-8 text-orange-400" />
          <blockquote className="mt-2 text-lg leading-relaxed">
            I started {siteName} so that everyone who walks in gets coached, not just handed a key card. That promise still guides every
            programme we write.
          </blockquote>
        </div>
      </div>
      <figcaption className="mt-4 sm:pl-26">
        <span className="block text-lg font-bold text-white">Our Founder</span>
        <span className="text-sm text-slate-300">Founder &amp; Head Coach, {siteName}</span>
      </figcaption>
    </figure>
  );
}

export function FounderAndValues({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="values-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Meet the Founder</h2>
          <div className="mt-6">
            <FounderCard siteName={siteName} />
          </div>
        </div>
        <div className="lg:col-span-3">
          <h2 id="values-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Our Values
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {VALUES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
