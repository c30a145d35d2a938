import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

// Tailwind resets element styles, so the markdown's elements are styled here. Section headings
// follow the page's h1 as h2, as on the public page: an h3 there would skip a level (axe heading-order).
const components: Components = {
  h1: ({ children }) => <h2 className="mt-6 text-xl font-bold text-slate-900 first:mt-0">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-6 text-xl font-bold text-slate-900 first:mt-0">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-4 text-lg font-semibold text-slate-900">{children}</h3>,
  p: ({ children }) => <p className="mt-3 leading-relaxed text-slate-700">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">{children}</ol>,
  a: ({ href, children }) => (
    <a href={href} className="font-medium text-orange-700 underline" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // A table too wide for a phone scrolls in its own box, which keyboard users can focus to scroll.
  table: ({ children }) => (
    <section aria-label="Table" tabIndex={0} className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </section>
  ),
  th: ({ children }) => <th className="border border-slate-200 bg-slate-50 px-3 py-2 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border border-slate-200 px-3 py-2 align-top">{children}</td>,
  blockquote: ({ children }) => <blockquote className="mt-3 border-l-4 border-orange-300 pl-4 text-slate-600">{children}</blockquote>,
};

/** Policy markdown as the public page renders it; raw HTML in the text is never rendered. */
export function PolicyMarkdown({ content }: { content: string }) {
  return (
    <div className="text-sm sm:text-base">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}
