import { CircleHelp } from "lucide-react";
import { openingHoursSentence, type DayHours } from "../../../../../common/opening-hours";
import { RENDER_WHEN_NEAR } from "../../../components/ui/render-when-near";

interface Question {
  question: string;
  answer: string;
}

/** docs/spec.md section 9's statements; the hours come from the one opening-hours setting. */
function faqItems(openingHours?: readonly DayHours[]): Question[] {
  const items: Question[] = [
    {
      question: "Can I pause my membership?",
      answer: "Yes. You can pause your membership for up to 3 months with advance notice at the front desk.",
    },
    { question: "Are there any joining fees?", answer: "No. There are no joining fees: you pay only for your plan." },
    {
      question: "Can I change my plan later?",
      answer: "Yes. You can change your plan at any time by paying the difference.",
    },
  ];
  if (openingHours?.length) {
    items.push({ question: "What are your opening hours?", answer: `${openingHoursSentence(openingHours)}.` });
  }
  return items;
}

export function FaqSection({ openingHours }: { openingHours?: readonly DayHours[] }) {
  return (
    <section aria-labelledby="faq-title" className={`bg-slate-50 py-16 sm:py-20 ${RENDER_WHEN_NEAR}`}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Frequently Asked Questions
        </h2>
        <dl className="mt-10 space-y-4">
          {faqItems(openingHours).map(({ question, answer }) => (
            <div key={question} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="flex items-start gap-3 font-semibold text-slate-900">
                <CircleHelp aria-hidden className="mt-0.5 size-5 shrink-0 text-orange-700" />
                {question}
              </dt>
              <dd className="mt-2 pl-8 leading-relaxed text-slate-700">{answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
