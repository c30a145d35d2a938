import { useQuery } from "@apollo/client/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { AdminPoliciesDocument } from "../../../graphql/generated";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { QueryFallback } from "../../../components/admin/page-states";
import { POLICY_KINDS } from "./policy-kinds";
import { PolicyEditor } from "./policy-editor";

/** /admin/policies: a tab per legal page. Hidden tabs stay mounted so their drafts survive a switch. */
export function PoliciesPage() {
  const { data, error, refetch } = useQuery(AdminPoliciesDocument);
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  // Arrow keys move between tabs, as in the ARIA tabs pattern.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + POLICY_KINDS.length) % POLICY_KINDS.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <AdminPageHeader title="Policies" description="The privacy, terms and refund pages, written in Markdown." />
      {!data ? (
        <QueryFallback error={error} refetch={refetch} label="Loading policies..." />
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div role="tablist" aria-label="Policies" onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-slate-200 px-2">
            {POLICY_KINDS.map((kind, index) => (
              <button
                key={kind.type}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${kind.type}`}
                aria-selected={active === index}
                aria-controls={`${id}-panel-${kind.type}`}
                tabIndex={active === index ? 0 : -1}
                onClick={() => setActive(index)}
                className={`whitespace-nowrap border-b-2 px-3 py-3 sm:px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-orange-500 ${
                  active === index ? "border-orange-500 text-slate-900" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {kind.title}
              </button>
            ))}
          </div>
          {POLICY_KINDS.map((kind, index) => (
            <div
              key={kind.type}
              role="tabpanel"
              id={`${id}-panel-${kind.type}`}
              aria-labelledby={`${id}-tab-${kind.type}`}
              hidden={active !== index}
              className="p-5 sm:p-6"
            >
              <PolicyEditor kind={kind} policy={data.policies.find((policy) => policy.policyType === kind.type)} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
