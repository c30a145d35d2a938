import { Construction } from "lucide-react";
import { PageHead } from "../features/seo/page-head";

/** Stands in for a page that a later issue builds; says so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageHead title={title} />
      <Construction aria-hidden className="mb-6 size-12 text-orange-600" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">This page is coming soon.</p>
    </section>
  );
}
