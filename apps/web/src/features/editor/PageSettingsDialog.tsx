import {
  draftDescription,
  pageProse,
  resolveSectionType,
  SITE_PART_HIDE_KEYS,
  SITE_PARTS,
} from "@shopwright/site";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { searchAddress } from "../../components/search-address";
import { SearchListingFields } from "../../components/SearchListingFields";
import { Switch } from "../../components/Switch";
import { useEditorState, useEditorStore } from "./editor-context";
import { EDITOR_TEXT } from "./editor.texts";

/** A string prop of a section, trimmed; undefined when blank. */
const textOf = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/**
 * 'Page settings' of one page: its search title and description (docs/PRODUCT.md "Search
 * engines and shared links"), previewed with the fallbacks the published page uses.
 */
export function PageSettingsDialog({
  name,
  siteName,
  liveUrl,
  onClose,
}: {
  name: string;
  siteName: string;
  liveUrl: string | null;
  onClose: () => void;
}) {
  const store = useEditorStore();
  const page = useEditorState((state) => state.document.pages.find((p) => p.name === name));
  const isHome = useEditorState(
    (state) =>
      (state.document.pages.find((p) => p.path === "/") ?? state.document.pages[0]) === page,
  );
  // A string, so the selector's answer stays the same while nothing changes.
  const partsKey = useEditorState((state) =>
    SITE_PARTS.filter((part) => state.document[part] !== undefined).join(" "),
  );
  const parts = SITE_PARTS.filter((part) => partsKey.split(" ").includes(part));
  if (!page) return null;
  const hero = page.sections.find((section) => resolveSectionType(section.type) === "hero");
  const fallbackTitle = isHome ? siteName : `${page.name} – ${siteName}`;
  const fallbackDescription =
    page.description ||
    textOf(hero?.props.subtitle) ||
    (isHome ? `Welcome to ${siteName}.` : `${page.name} – ${siteName}`);

  return (
    <Modal
      title="Page settings"
      description={`What “${page.name}” shows around its sections, and how it shows in search results and shared links. Leave the search fields empty to use the page's name and text.`}
      onClose={onClose}
    >
      <div className="max-h-[65vh] overflow-y-auto pr-1">
        {parts.length > 0 && (
          <div className="mb-5 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {parts.map((part) => {
              const label = EDITOR_TEXT.sitePart[part];
              return (
                <div key={part} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div>
                    <p className="text-sm font-medium text-slate-900">
                      {EDITOR_TEXT.sitePartSetting(label)}
                    </p>
                    <p className="text-xs text-slate-500">{EDITOR_TEXT.sitePartHint}</p>
                  </div>
                  <Switch
                    label={EDITOR_TEXT.sitePartSetting(label)}
                    checked={page[SITE_PART_HIDE_KEYS[part]] !== true}
                    onChange={(show) => store.showSitePart(page.name, part, show)}
                  />
                </div>
              );
            })}
          </div>
        )}
        <SearchListingFields
          title={page.seoTitle ?? ""}
          description={page.seoDescription ?? ""}
          fallbackTitle={fallbackTitle}
          fallbackDescription={fallbackDescription}
          address={searchAddress(liveUrl, siteName, page.path.split("/"))}
          draft={() => draftDescription(pageProse(page))}
          onChange={(field, value) => store.setPageSeo(page.name, field, value)}
        />
      </div>
      <div className="mt-5 flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}
