import { scriptJson } from "../../../../common/escape";

/** Structured data for search engines, rendered where the page declares it (one block per kind). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
