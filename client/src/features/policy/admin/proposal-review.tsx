import { Check, LoaderCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { buttonClass } from "../../../components/ui/button-styles";

// The diff library is needed only once an AI proposal is on screen.
const TextDiff = lazy(() => import("../../../components/diff/text-diff"));

export interface Proposal {
  text: string;
  /** Instructions the drafter could not work into the text. */
  unapplied: string[];
}

interface ProposalReviewProps {
  current: string;
  proposal: Proposal;
  onAccept: () => void;
  onDiscard: () => void;
}

/** The AI's proposal as changes to the current text; Accept puts it in the editor, nothing is saved. */
export function ProposalReview({ current, proposal, onAccept, onDiscard }: ProposalReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-orange-200 bg-white">
      <div className="border-b border-orange-200 bg-orange-50 px-4 py-3">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-bold text-slate-900 focus:outline-none">
          Proposed changes
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <span className="rounded-sm bg-red-200 px-1 line-through">removed</span>{" "}
          <span className="rounded-sm bg-green-200 px-1 font-semibold">added</span>. Accept puts the proposal in the editor; nothing is
          published until you click Save.
        </p>
      </div>
      {proposal.unapplied.length > 0 && (
        <div role="note" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">Not applied (edit the text yourself):</p>
          <ul className="mt-1 list-disc pl-5">
            {proposal.unapplied.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </ul>
        </div>
      )}
      {/* The diff scrolls inside the review; keyboard users reach it too (axe scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Differences"
        className="max-h-[32rem] overflow-y-auto py-2 focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        <Suspense
          fallback={
            <p className="flex items-center gap-2 p-4 text-sm text-slate-600">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              Comparing...
            </p>
          }
        >
          <TextDiff before={current} after={proposal.text} />
        </Suspense>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 p-4 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDiscard} className={buttonClass("outlineDark")}>
          <X aria-hidden className="size-4" />
          Discard
        </button>
        <button type="button" onClick={onAccept} className={buttonClass("dark")}>
          <Check aria-hidden className="size-4" />
          Accept
        </button>
      </div>
    </section>
  );
}
