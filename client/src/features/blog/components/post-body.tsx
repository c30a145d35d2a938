import { Markdown } from "../../../components/ui/markdown";

/**
 * A post's text: GitHub-flavoured markdown, and a single line break stays a line break, so posts
 * written as plain lines before markdown read as they always did. The admin's preview uses it too.
 */
export function PostBody({ content }: { content: string }) {
  return (
    <div className="text-lg text-slate-800">
      <Markdown content={content} breaks />
    </div>
  );
}
