import { ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { Alert } from "../../components/Alert";
import { CopyButton } from "../../components/CopyButton";

/** PRODUCT.md §9: the publish success banner hides itself after 5000 ms. */
export const PUBLISH_BANNER_MS = 5000;

/** PRODUCT.md §2: the publish success banner with the site's address; closable, the URL copyable. */
export function PublishBanner({ url, onClose }: { url: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, PUBLISH_BANNER_MS);
    return () => clearTimeout(timer);
  }, [url, onClose]);

  return (
    <Alert
      tone="success"
      onClose={onClose}
      className="pointer-events-auto w-full max-w-lg shadow-lg animate-fade-in"
    >
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
    </Alert>
  );
}
