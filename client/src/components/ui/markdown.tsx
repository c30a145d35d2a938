import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router-dom";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import { LIMITS } from "../../../../common/validation/limits";
import { markdownNestingDepth } from "../../../../common/validation/markdown-nesting";

/** Links only to the web, e-mail, phone, or this site; images only from the web or this site. */
function safeMarkdownUrl(url: string, key: string): string {
  const value = url.trim();
  if (/^https?:/i.test(value)) return value;
  if (/^(mailto:|tel:)/i.test(value)) return key === "href" ? value : "";
  if ((value.startsWith("/") && !value.startsWith("//")) || value.startsWith("#")) return value;
  return "";
}

function MarkdownLink({ href, children }: ComponentProps<"a">) {
  const linkClass = "font-medium text-orange-700 underline underline-offset-4 hover:text-orange-800";
  if (!href) return <span>{children}</span>;
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={linkClass} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

const components: Components = {
  h1: ({ children }) => <h2 className="mt-10 text-2xl font-bold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-slate-900">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-relaxed text-slate-700">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-orange-600">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 marker:text-orange-700">{children}</ol>,
  li: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-orange-500 bg-orange-50 py-2 pl-4 text-slate-700">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-800">{children}</code>,
  pre: ({ children }) => <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm">{children}</pre>,
  hr: () => <hr className="my-8 border-slate-200" />,
  // A table too wide for a phone scrolls in its own box, which keyboard users can focus to scroll.
  table: ({ children }) => (
    <section aria-label="Table" tabIndex={0} className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </section>
  ),
  thead: ({ children }) => <thead className="bg-slate-100 text-slate-900">{children}</thead>,
  th: ({ children }) => <th className="border-b border-slate-200 px-4 py-3 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-slate-100 px-4 py-3 align-top text-slate-700">{children}</td>,
  a: MarkdownLink,
  // An image without a safe address is left out rather than shown broken.
  img: ({ src, alt }) =>
    typeof src === "string" && src ? (
      <img src={src} alt={alt ?? ""} loading="lazy" decoding="async" className="mt-6 h-auto max-w-full rounded-xl" />
    ) : null,
};

const plugins = [remarkGfm];
const pluginsWithBreaks = [remarkGfm, remarkBreaks];

/**
 * Markdown without raw HTML (no rehype-raw; HTML in the text is left out).
 * The one renderer for public pages and admin previews, so a preview shows what visitors will see.
 * `breaks` keeps single line breaks (blog posts were written as plain text where they mattered).
 */
export function Markdown({ content, breaks = false }: { content: string; breaks?: boolean }) {
  // Saving refuses deeper nesting, but older content may have it; the parser and React recurse
  // once per level, so such content is shown as it was typed rather than risk the stack.
  if (markdownNestingDepth(content) > LIMITS.markdownNestingMax) {
    return <p className="mt-4 whitespace-pre-wrap break-words leading-relaxed text-slate-700">{content}</p>;
  }
  return (
    <ReactMarkdown remarkPlugins={breaks ? pluginsWithBreaks : plugins} components={components} urlTransform={safeMarkdownUrl} skipHtml>
      {content}
    </ReactMarkdown>
  );
}
