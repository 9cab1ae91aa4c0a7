import {
  LAUNCH_TEXT,
  READINESS_DRAFTS_LISTED,
  blockReviewItem,
  type ReadinessItem,
} from "@shopwright/sdk";
import {
  getSectionDefinition,
  resolveSectionType,
  unfinishedBlocks,
  type Layout,
} from "@shopwright/site";

/** A product as the review needs it. */
export interface ReviewProduct {
  id: string;
  name: string;
}

/** What the review reads: the saved layout (null: never saved) and the store's catalogue. */
export interface ReviewInput {
  layout: Layout | null;
  /** Draft products (or the first of them, newest first). */
  drafts: ReviewProduct[];
  /** Every draft product, counted. */
  draftCount: number;
  publishedCount: number;
}

// A page that lets customers reach the store, and the pages shops need by law or custom.
const CONTACT_PAGE = /contact|kontakt|reach-us|get-in-touch/i;
const LEGAL_PAGE =
  /privacy|terms|legal|imprint|impressum|refund|return|shipping|cookie|conditions/i;

/**
 * The pre-launch review of a layout and catalogue: what is unfinished, in page order, then
 * missing pages, then draft products (those a grid chose first). Pure, so it is tested alone.
 */
export function reviewStore(input: ReviewInput): { items: ReadinessItem[]; moreDrafts: number } {
  const items: ReadinessItem[] = [];
  const isBuilt = input.layout !== null;
  if (!isBuilt)
    items.push({ kind: "site_not_built", ...LAUNCH_TEXT.siteNotBuilt, fix: { kind: "builder" } });

  const pages = input.layout?.pages ?? [];
  const draftsById = new Map(input.drafts.map((product) => [product.id, product]));
  const draftsInGrids: ReadinessItem[] = [];
  const named = new Set<string>();
  let hasContact = false;
  let hasLegal = false;

  // Sample and empty blocks: the rule the editor's Publish applies too (`unfinishedBlocks`).
  items.push(
    ...unfinishedBlocks(input.layout ?? { pages }, {
      hasPublishedProducts: input.publishedCount > 0,
    }).map(blockReviewItem),
  );
  for (const page of pages) {
    if (CONTACT_PAGE.test(`${page.name} ${page.path}`)) hasContact = true;
    if (LEGAL_PAGE.test(`${page.name} ${page.path}`)) hasLegal = true;
    for (const section of page.sections) {
      const type = resolveSectionType(section.type);
      if (type === "contact") hasContact = true;
      if (type !== "collection") continue;
      const definition = getSectionDefinition(type);
      const props = definition.normalize(section.props);
      const chosen = Array.isArray(props.items) ? (props.items as { productId?: string }[]) : [];
      for (const item of chosen) {
        const draft = item.productId ? draftsById.get(item.productId) : undefined;
        if (!draft || named.has(draft.id)) continue;
        named.add(draft.id);
        draftsInGrids.push({
          kind: "draft_product",
          ...LAUNCH_TEXT.draftInGrid(draft.name, definition.label.toLowerCase(), page.name),
          fix: { kind: "product", productId: draft.id },
        });
      }
    }
  }

  if (isBuilt && !hasContact) {
    items.push({
      kind: "missing_contact_page",
      ...LAUNCH_TEXT.missingContact,
      fix: { kind: "editor" },
    });
  }
  if (isBuilt && !hasLegal) {
    items.push({
      kind: "missing_legal_page",
      ...LAUNCH_TEXT.missingLegal,
      fix: { kind: "editor" },
    });
  }

  // Drafts a grid chose come first; then the others, up to the listed number in all.
  const drafts = [...draftsInGrids];
  for (const product of input.drafts) {
    if (drafts.length >= READINESS_DRAFTS_LISTED) break;
    if (named.has(product.id)) continue;
    drafts.push({
      kind: "draft_product",
      ...LAUNCH_TEXT.draftProduct(product.name),
      fix: { kind: "product", productId: product.id },
    });
  }
  const listed = drafts.slice(0, Math.max(READINESS_DRAFTS_LISTED, draftsInGrids.length));
  items.push(...listed);
  return { items, moreDrafts: Math.max(0, input.draftCount - listed.length) };
}
