import { draftDescription, pageProse, resolveSectionType } from "@shopwright/site";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { searchAddress } from "../../components/search-address";
import { SearchListingFields } from "../../components/SearchListingFields";
import { useEditorState, useEditorStore } from "./editor-context";

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
      description={`How “${page.name}” shows in search results and shared links. Leave empty to use the page's name and text.`}
      onClose={onClose}
    >
      <div className="max-h-[65vh] overflow-y-auto pr-1">
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
