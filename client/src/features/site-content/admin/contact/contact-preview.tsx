import { describeOpeningHours } from "../../../../../../common/opening-hours";
import { AtSign, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { toDayHours, type ContactValues } from "./contact-schema";

function Line({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-orange-600" />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</p>
        <div className="break-words text-sm text-slate-900">{children}</div>
      </div>
    </div>
  );
}

/** The contact page's details block with the values being typed. */
export function ContactPreview({ values }: { values: ContactValues }) {
  const handle = values.instagram.trim().replace(/^@/, "");
  return (
    <div className="space-y-4 rounded-xl bg-slate-50 p-4">
      <Line icon={Phone} label="Phone">
        <p>{values.phone || "—"}</p>
        {values.alternatePhone && <p>{values.alternatePhone}</p>}
      </Line>
      <Line icon={MessageCircle} label="WhatsApp">
        {values.whatsapp || "—"}
      </Line>
      <Line icon={Mail} label="Email">
        {values.email || "—"}
      </Line>
      <Line icon={MapPin} label="Address">
        {values.address || "—"}
        {values.city && <p className="text-slate-600">{values.city}</p>}
      </Line>
      <Line icon={AtSign} label="Instagram">
        {handle ? `@${handle}` : "—"}
      </Line>
      <Line icon={Clock} label="Opening hours">
        {describeOpeningHours(toDayHours(values.openingHours)).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Line>
    </div>
  );
}
