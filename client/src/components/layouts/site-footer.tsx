import { Link } from "react-router-dom";
import { legalNav, mainNav, type NavItem } from "../../config/paths";
import { AGENCY_CREDIT } from "../../config/site";
import { CHAT_BUTTON_CLEARANCE } from "./chat-button-clearance";
import type { SiteBranding } from "./use-site-layout";
import { SiteLogo } from "./site-logo";
import { RENDER_WHEN_NEAR } from "../ui/render-when-near";

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="text-slate-300 transition-colors hover:text-orange-400">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ branding }: { branding: SiteBranding }) {
  const { siteName, tagline, licenceNumber, footerText, footerLogo, footerLogoPicture } = branding;
  return (
    <footer id="site-footer" className={`border-t border-white/10 bg-slate-950 text-slate-300 ${RENDER_WHEN_NEAR}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-3">
            <SiteLogo src={footerLogo} picture={footerLogoPicture} siteName={siteName} size={48} lazy />
            <p className="text-xl font-extrabold uppercase tracking-wide text-white">{siteName}</p>
          </div>
          {tagline && <p className="mt-4 max-w-md leading-relaxed">{tagline}</p>}
          {licenceNumber && <p className="mt-3 text-sm text-slate-400">{licenceNumber}</p>}
        </div>
        <FooterLinks title="Quick Links" items={mainNav} />
        <FooterLinks title="Legal" items={legalNav} />
      </div>
      <div className="border-t border-white/10">
        {/* Ends below the floating chat button, so the last line can be scrolled clear of it. */}
        <div
          className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8"
          style={{ paddingBottom: CHAT_BUTTON_CLEARANCE }}
        >
          <p>{footerText}</p>
          <a
            href={AGENCY_CREDIT.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-slate-300 underline-offset-4 hover:text-orange-400 hover:underline"
          >
            {AGENCY_CREDIT.label}
          </a>
        </div>
      </div>
    </footer>
  );
}
