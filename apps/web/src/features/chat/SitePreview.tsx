import "@shopwright/site/site.css";
import { pageSectionsOf, SectionView, SiteFrame, ThemeFontFaces } from "@shopwright/site";
import { Sparkles } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { CHAT_TEXT } from "./chat.texts";
import type { Device } from "./DeviceToggle";
import type { PreviewSite } from "./preview-site";
import { PreviewSkeleton } from "./PreviewSkeleton";

/**
 * The store's site rendered with packages/site inside a device frame: a browser window on
 * desktop, a 390 px phone on mobile (PRODUCT.md §9). Links to the site's pages switch the page
 * shown; nothing inside navigates the app or submits.
 */
export function SitePreview({
  site,
  domain,
  device,
  isGenerating,
}: {
  site: PreviewSite;
  domain: string;
  device: Device;
  isGenerating: boolean;
}) {
  const [pagePath, setPagePath] = useState("/");
  const page =
    site.pages.find((candidate) => candidate.path === pagePath) ??
    site.pages.find((candidate) => candidate.path === "/") ??
    site.pages[0];
  const isEmpty = !page || pageSectionsOf(site, page).length === 0;

  function handleClickCapture(event: MouseEvent) {
    const link = (event.target as Element).closest("a, button[type=submit]");
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute("href") ?? "";
    const target = site.pages.find((candidate) => candidate.path === href.replace(/[?#].*$/, ""));
    if (target) setPagePath(target.path);
  }

  const isMobile = device === "mobile";
  return (
    <div className="flex min-h-0 flex-1 justify-center">
      <div
        data-testid="device-frame"
        data-device={device}
        className={`flex min-h-0 w-full flex-col overflow-hidden bg-white shadow-xl ring-1 ring-slate-900/10 transition-[max-width] duration-300 ${
          isMobile ? "max-w-[406px] rounded-[2.25rem] border-8 border-slate-900" : "rounded-xl"
        }`}
      >
        {isMobile ? (
          <div className="flex h-6 shrink-0 items-center justify-center bg-slate-900" aria-hidden>
            <span className="h-1.5 w-16 rounded-full bg-slate-700" />
          </div>
        ) : (
          <div className="flex h-10 shrink-0 items-center gap-3 border-b border-slate-200 bg-slate-50 px-4">
            <span className="flex gap-1.5" aria-hidden>
              <span className="size-2.5 rounded-full bg-red-300" />
              <span className="size-2.5 rounded-full bg-amber-300" />
              <span className="size-2.5 rounded-full bg-emerald-300" />
            </span>
            <span className="mx-auto h-6 min-w-0 max-w-sm flex-1 truncate rounded-md bg-white px-3 text-center text-xs leading-6 text-slate-500 ring-1 ring-slate-200">
              {domain}
              {page && page.path !== "/" ? page.path : ""}
            </span>
            {site.pages.length > 1 ? (
              <label className="flex shrink-0 items-center gap-1.5 text-xs text-slate-500">
                <span className="sr-only">Page</span>
                <select
                  value={page?.path ?? "/"}
                  onChange={(event) => setPagePath(event.target.value)}
                  className="h-6 rounded-md border-0 bg-white py-0 pl-2 pr-6 text-xs text-slate-700 ring-1 ring-slate-200"
                >
                  {site.pages.map((candidate) => (
                    <option key={candidate.path} value={candidate.path}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <span className="w-14" aria-hidden />
            )}
          </div>
        )}
        <div className="relative min-h-0 flex-1" aria-busy={isGenerating || undefined}>
          <div className="absolute inset-0 overflow-y-auto overscroll-contain">
            {isEmpty ? (
              <div className="flex h-full min-h-80 flex-col items-center justify-center px-6 py-16 text-center">
                <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600">
                  <Sparkles className="size-6" aria-hidden />
                </span>
                <h3 className="text-base font-semibold text-slate-900">
                  {CHAT_TEXT.previewEmptyTitle}
                </h3>
                <p className="mt-1 max-w-xs text-sm text-slate-500">{CHAT_TEXT.previewEmptyText}</p>
              </div>
            ) : (
              <div
                data-testid="site-preview"
                onClickCapture={handleClickCapture}
                onSubmitCapture={(event) => event.preventDefault()}
              >
                <ThemeFontFaces fonts={site.theme.fonts} />
                <SiteFrame theme={site.theme}>
                  {pageSectionsOf(site, page).map((section) => (
                    <div
                      key={section.id}
                      data-section-id={section.id}
                      data-section-type={section.type}
                    >
                      <SectionView
                        section={section}
                        theme={site.theme}
                        site={site.context}
                        mode="preview"
                      />
                    </div>
                  ))}
                </SiteFrame>
              </div>
            )}
          </div>
          {isGenerating && <PreviewSkeleton />}
        </div>
      </div>
    </div>
  );
}
