import { useQuery } from "@apollo/client/react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ErrorMessage } from "../../../components/ui/status";
import { ContactPageDocument } from "../../../graphql/generated";
import { PageHead } from "../../../components/seo/page-head";
import { ContactDetails, OpeningHoursCard } from "./contact-details";
import { ContactForm } from "./contact-form";
import { QuickActions } from "./quick-actions";
import { Island } from "../../../islands/island";

function DetailsSkeleton() {
  return (
    <div role="status" className="animate-pulse space-y-6">
      <span className="sr-only">Loading...</span>
      {[1, 2, 3, 4].map((key) => (
        <div key={key} aria-hidden className="flex gap-4">
          <div className="size-11 rounded-lg bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-20 rounded bg-slate-200" />
            <div className="h-4 w-48 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ContactPage() {
  const { data, error, refetch } = useQuery(ContactPageDocument);
  const retry = () => void refetch().catch(() => undefined);
  const info = data?.contactInfo;

  let details;
  if (info) details = <ContactDetails info={info} />;
  else if (error) details = <ErrorMessage onRetry={retry} />;
  else details = <DetailsSkeleton />;

  return (
    <>
      <PageHead
        title="Contact Us"
        description={
          data && `Call, WhatsApp or visit us at ${data.contactInfo.address}. Send us a message and we will get back to you soon.`
        }
      />
      <PageHeader
        eyebrow="Get in Touch"
        title="Contact Us"
        subtitle="Questions about memberships, personal training or timings? Call, message or visit us."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="space-y-8 lg:col-span-2">
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="mb-6 text-2xl font-extrabold text-slate-900">
              Contact Details
            </h2>
            {details}
          </section>
          {info && <OpeningHoursCard days={info.openingHours} />}
        </div>
        <div className="space-y-8 lg:col-span-3">
          {info && (
            <section aria-labelledby="actions-title">
              <h2 id="actions-title" className="mb-4 text-2xl font-extrabold text-slate-900">
                Quick Actions
              </h2>
              <QuickActions info={info} />
            </section>
          )}
          <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-extrabold text-slate-900">
              Send Us a Message
            </h2>
            <p className="mt-2 mb-6 text-slate-600">We usually reply within one working day.</p>
            <Island name="contact-form" component={ContactForm} props={{}} />
          </section>
        </div>
      </div>
    </>
  );
}
