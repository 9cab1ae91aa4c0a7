import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the element named by the URL hash, as a full page load would (e.g. /#faq from /docs). */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    // jsdom has no scrollIntoView; browsers do.
    target?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [hash]);
}
