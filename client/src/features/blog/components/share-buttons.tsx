import { Link2, Share2 } from "lucide-react";
import { useLocation } from "react-router-dom";
import { toast } from "../../../lib/toast";
import { shareUrl, type ShareNetwork } from "../../../lib/links";

const NETWORKS: { network: ShareNetwork; label: string; className: string }[] = [
  { network: "facebook", label: "Facebook", className: "bg-blue-700 text-white hover:bg-blue-800" },
  { network: "twitter", label: "Twitter", className: "bg-slate-900 text-white hover:bg-slate-700" },
  { network: "linkedin", label: "LinkedIn", className: "bg-sky-800 text-white hover:bg-sky-900" },
];

const POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

const buttonBase =
  "inline-flex items-center gap-2 rounded-md px-3.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500";

/** Share the post's address (without query or hash) in a small popup, or copy it. */
export function ShareButtons({ title }: { title: string }) {
  const { pathname } = useLocation();
  const pageUrl = () => window.location.origin + pathname;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl());
      toast.success("Link copied!", { description: "Blog post link has been copied to clipboard." });
    } catch {
      toast.error("Could not copy the link", { description: pageUrl() });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share this post">
      <span className="mr-1 inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Share2 aria-hidden className="size-4" />
        Share:
      </span>
      {NETWORKS.map(({ network, label, className }) => (
        <button
          key={network}
          type="button"
          onClick={() => window.open(shareUrl(network, pageUrl(), title), "_blank", POPUP_FEATURES)}
          aria-label={`Share on ${label}`}
          className={`${buttonBase} ${className}`}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        onClick={() => void copyLink()}
        className={`${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
      >
        <Link2 aria-hidden className="size-4" />
        Copy Link
      </button>
    </div>
  );
}
