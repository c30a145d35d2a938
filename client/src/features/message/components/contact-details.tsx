import { AtSign, Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactPageQuery } from "../../../graphql/generated";
import { instagramUrl, mailtoUrl, telUrl, whatsappChatUrl } from "../../../lib/links";
import { groupOpeningHours } from "../../../../../common/opening-hours";

type ContactInfo = ContactPageQuery["contactInfo"];

const linkClass = "break-words font-medium text-slate-900 underline-offset-4 hover:text-orange-700 hover:underline";

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        <span className="absolute left-0 top-0 flex size-11 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
          <Icon aria-hidden className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 space-y-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A number never breaks across lines between its groups of digits. */
const unbroken = (phone: string) => phone.replace(/ /g, "\u00a0");

export function ContactDetails({ info }: { info: ContactInfo }) {
  const handle = info.instagram.trim().replace(/^@/, "");
  return (
    <dl className="space-y-6">
      <Detail icon={Phone} label="Phone">
        <a href={telUrl(info.phone)} className={`${linkClass} block`}>
          {unbroken(info.phone)}
        </a>
        {info.alternatePhone && (
          <span className="block">
            <a href={telUrl(info.alternatePhone)} className={linkClass}>
              {unbroken(info.alternatePhone)}
            </a>{" "}
            <span className="text-sm text-slate-600">(alternate)</span>
          </span>
        )}
      </Detail>
      <Detail icon={MessageCircle} label="WhatsApp">
        <a href={whatsappChatUrl(info.whatsapp)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {unbroken(info.whatsapp)}
        </a>
      </Detail>
      <Detail icon={Mail} label="Email">
        <a href={mailtoUrl(info.email)} className={linkClass}>
          {info.email}
        </a>
      </Detail>
      <Detail icon={MapPin} label="Address">
        <address className="not-italic">{info.address}</address>
      </Detail>
      {handle && (
        <Detail icon={AtSign} label="Instagram">
          <a href={instagramUrl(handle)} target="_blank" rel="noopener noreferrer" className={linkClass}>
            @{handle}
          </a>
        </Detail>
      )}
    </dl>
  );
}

export function OpeningHoursCard({ days }: { days: ContactInfo["openingHours"] }) {
  return (
    <section aria-labelledby="hours-title" className="rounded-2xl bg-slate-950 p-6 text-slate-200">
      <h2 id="hours-title" className="flex items-center gap-2 text-lg font-bold text-white">
        <Clock aria-hidden className="size-5 text-orange-400" />
        Opening Hours
      </h2>
      <ul className="mt-4 space-y-2">
        {groupOpeningHours(days).map((line) => (
          <li key={line.days} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium text-white">{line.days}:</span>
            <span className={line.hours === "Closed" ? "text-orange-300" : "text-slate-200"}>{line.hours}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
