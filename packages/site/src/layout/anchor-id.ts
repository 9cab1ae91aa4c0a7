/** The in-page anchor of a section (`#contact-1`): its id, with characters an id may not hold replaced. */
export function anchorId(sectionId: string): string {
  return sectionId.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 80);
}
