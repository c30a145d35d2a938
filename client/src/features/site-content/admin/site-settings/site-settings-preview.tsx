import type { ReactNode } from "react";
import { SiteLogo } from "../../../../components/layouts/site-logo";
import { PreviewImage } from "../../../../components/admin/preview-image";
import { footerShown, type SiteSettingsValues } from "./site-settings-schema";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{title}</p>
      {children}
    </div>
  );
}

/** Header, search result, footer, favicon and sharing image as they will look. */
export function SiteSettingsPreview({ values }: { values: SiteSettingsValues }) {
  const name = values.siteName || "Site name";
  return (
    <div className="space-y-5">
      <Section title="Header">
        <div className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <SiteLogo src={values.logo} siteName={name} size={36} />
          <span className="truncate font-bold text-slate-900">{name}</span>
        </div>
      </Section>
      <Section title="Search result">
        <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <SiteLogo src={values.favicon} siteName={`${name} favicon`} size={16} />
            {name}
          </p>
          <p className="mt-1 truncate text-lg text-blue-800">{name}</p>
          <p className="line-clamp-2 text-sm text-slate-600">{values.metaDescription || "Meta description"}</p>
        </div>
      </Section>
      <Section title="Footer">
        <div className="space-y-1.5 rounded-lg bg-slate-900 p-4 text-sm text-slate-300">
          <div className="flex items-center gap-3">
            <SiteLogo src={values.footerLogo} siteName={`${name} footer`} size={36} />
            <span className="font-bold text-white">{name}</span>
          </div>
          <p>{values.tagline}</p>
          <p className="text-xs text-slate-400">{values.licenceNumber}</p>
          <p className="border-t border-white/10 pt-2 text-xs">{footerShown(values.footerText)}</p>
        </div>
      </Section>
      <Section title="Featured image (link previews)">
        <PreviewImage src={values.featuredImage} alt="Featured image" className="aspect-[1200/630] w-full rounded-lg" />
      </Section>
    </div>
  );
}
