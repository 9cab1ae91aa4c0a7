import { CircleCheck, ExternalLink, X } from "lucide-react";
import { useEffect } from "react";
import { CopyButton } from "../../components/CopyButton";

/** SPEC 9: the publish success banner hides itself after 5000 ms. */
export const PUBLISH_BANNER_MS = 5000;

/** SPEC 2: the publish success banner with the site's address; closable, the URL copyable. */
export function PublishBanner({ url, onClose }: { url: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, PUBLISH_BANNER_MS);
    return () => clearTimeout(timer);
  }, [url, onClose]);

  return (
    <div
      role="status"
      className="pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 shadow-lg animate-fade-in"
    >
      <CircleCheck className="size-5 shrink-0 text-emerald-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">Your site is live</p>
        <div className="mt-1 flex items-center gap-1">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 font-mono text-xs text-emerald-700 underline decoration-emerald-300 underline-offset-2 hover:text-emerald-900"
          >
            <span className="truncate">{url}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden />
          </a>
          <CopyButton text={url} label="site URL" tone="light" />
        </div>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        aria-label="Dismiss"
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
