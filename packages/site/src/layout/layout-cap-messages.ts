/** A count as the messages write it: 10000 → "10,000". */
const counted = (n: number) => n.toLocaleString("en-US");

/**
 * The texts of a layout past its caps (PRODUCT.md §9 "Limits"), each naming the cap and its
 * number: the save route's 400s, the AI's skipped changes and the editor's refusals share them.
 */
export const LAYOUT_CAP_MESSAGES = {
  /** `too_many_pages`. */
  pages: (cap: number, pages: number) =>
    `This site has ${counted(pages)} pages; a site has at most ${counted(cap)} pages.`,
  /** `too_many_sections`. */
  sections: (cap: number, page: string, sections: number) =>
    `The page “${page}” has ${counted(sections)} sections; a page holds at most ${counted(cap)} sections.`,
  /** `too_many_cards`. */
  cards: (cap: number, page: string, cards: number) =>
    `A product grid on the page “${page}” shows ${counted(cards)} products; a grid shows at most ${counted(cap)} products.`,
} as const;
