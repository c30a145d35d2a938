import { Mail, Tag } from "lucide-react";
import { SubscribeBox } from "./subscribe-box";
import { Island } from "../../../islands/island";

/** docs/spec.md: a fixed list, not linked to the posts. */
const CATEGORIES = [
  { name: "Workouts", count: 12 },
  { name: "Nutrition", count: 8 },
  { name: "Wellness", count: 6 },
  { name: "Tips", count: 10 },
];

export function BlogSidebar() {
  return (
    <aside className="space-y-6" aria-label="More from the blog">
      <section aria-labelledby="categories-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="categories-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Tag aria-hidden className="size-5 text-orange-700" />
          Popular Categories
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {CATEGORIES.map((category) => (
            <li key={category.name} className="flex items-center justify-between py-3 text-slate-700">
              <span className="font-medium">{category.name}</span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700">{category.count} posts</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stay-updated-title" className="rounded-2xl bg-slate-950 p-6 text-slate-200 shadow-sm">
        <h2 id="stay-updated-title" className="flex items-center gap-2 text-lg font-bold text-white">
          <Mail aria-hidden className="size-5 text-orange-400" />
          Stay Updated
        </h2>
        <p className="mt-2 text-sm text-slate-300">Get new articles and gym news in your inbox. No spam.</p>
        <Island name="subscribe-box" component={SubscribeBox} props={{}} />
      </section>
    </aside>
  );
}
