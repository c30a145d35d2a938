import { Suspense, type ReactNode } from "react";
import { Outlet } from "react-router-dom";
import { LoadingMessage } from "../ui/status";
import { BackToHome } from "./back-to-home";
import { ChatButton } from "./chat-button";
import { PageReady } from "./page-ready";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useSiteLayout } from "./use-site-layout";
import { Island } from "../../islands/island";

interface SiteLayoutProps {
  /** A page shown in place of the routed one (a gate). */
  children?: ReactNode;
  /** Shown between the header and the page, e.g. a signed-in member's renewal reminder. */
  notice?: ReactNode;
}

/** Around the routed page, or around `children` for a page shown in place of a route (a gate). */
export function SiteLayout({ children, notice }: SiteLayoutProps) {
  const branding = useSiteLayout();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Island
        name="site-header"
        component={SiteHeader}
        props={{ siteName: branding.siteName, logo: branding.logo, logoPicture: branding.logoPicture }}
      />
      {notice}
      <main id="main" className="flex-1">
        <BackToHome />
        {/* A screen tall while a page's code loads, so the footer does not jump down after it. */}
        <Suspense
          fallback={
            <div className="min-h-svh">
              <LoadingMessage />
            </div>
          }
        >
          {children ?? <Outlet />}
          <PageReady />
        </Suspense>
      </main>
      <SiteFooter branding={branding} />
      <Island name="chat-button" component={ChatButton} props={{ whatsapp: branding.whatsapp }} />
    </div>
  );
}
