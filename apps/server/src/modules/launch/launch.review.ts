import {
  LAUNCH_TEXT,
  READINESS_DRAFTS_LISTED,
  hasSampleContent,
  type ReadinessItem,
} from "@shopwright/sdk";
import {
  getSectionDefinition,
  resolveSectionType,
  type AnyField,
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

// Field kinds that hold what a visitor reads or sees; links, colours and numbers do not.
const CONTENT_KINDS = new Set(["text", "textarea", "image", "list", "textList", "products"]);

const hasValue = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : Array.isArray(value) && value.length > 0;

/**
 * True when a section has content fields and every one of them is blank. Sections without
 * content fields (spacer, divider) are never empty: blank is what they are for.
 */
function isEmptySection(fields: readonly AnyField[], props: Record<string, unknown>): boolean {
  const content = fields.filter((field) => CONTENT_KINDS.has(field.kind));
  return content.length > 0 && !content.some((field) => hasValue(props[field.key]));
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

  for (const page of pages) {
    const pageText = `${page.name} ${page.path}`;
    if (CONTACT_PAGE.test(pageText)) hasContact = true;
    if (LEGAL_PAGE.test(pageText)) hasLegal = true;
    const fix = { kind: "editor" as const, page: page.name };
    for (const section of page.sections) {
      const type = resolveSectionType(section.type);
      if (!type) continue;
      const definition = getSectionDefinition(type);
      const props = definition.normalize(section.props);
      const label = definition.label;
      if (type === "contact") hasContact = true;
      if (hasSampleContent(section.props)) {
        items.push({ kind: "sample_content", ...LAUNCH_TEXT.sampleContent(label, page.name), fix });
      }
      if (type === "collection") {
        const chosen = Array.isArray(props.items) ? (props.items as { productId?: string }[]) : [];
        if (chosen.length === 0 && input.publishedCount === 0) {
          items.push({
            kind: "empty_section",
            ...LAUNCH_TEXT.emptyProductGrid(label, page.name),
            fix: { kind: "editor", page: page.name },
          });
        }
        for (const item of chosen) {
          const draft = item.productId ? draftsById.get(item.productId) : undefined;
          if (!draft || named.has(draft.id)) continue;
          named.add(draft.id);
          draftsInGrids.push({
            kind: "draft_product",
            ...LAUNCH_TEXT.draftInGrid(draft.name, label.toLowerCase(), page.name),
            fix: { kind: "product", productId: draft.id },
          });
        }
      } else if (isEmptySection(definition.fields, props)) {
        items.push({ kind: "empty_section", ...LAUNCH_TEXT.emptySection(label, page.name), fix });
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
