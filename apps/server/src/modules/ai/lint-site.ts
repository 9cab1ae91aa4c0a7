import {
  contrastRatio,
  pageBackgroundColor,
  readableOn,
  resolveSectionType,
  toHexColor,
  type SiteDocument,
} from "@shopwright/site";

/** WCAG AA for body text: text/background contrast ≥ 4.5:1. */
export const MIN_CONTRAST = 4.5;

/** The site after the lint, and what it changed, as sentences for the user. */
export interface LintResult {
  site: SiteDocument;
  warnings: string[];
}

const isNavbar = (type: string) => resolveSectionType(type) === "navbar";
const isFooter = (type: string) => resolveSectionType(type) === "footer";

/**
 * Fixes what an edit must not leave behind, on the pages the edit
 * touched and the theme: the navbar first, the footer last, and readable text on every
 * background it set. Pages the prompt did not touch stay exactly as the user left them.
 */
export function lintSite(before: SiteDocument, after: SiteDocument): LintResult {
  const site = structuredClone(after);
  const warnings: string[] = [];
  const previous = new Map(before.pages.map((page) => [page.name, JSON.stringify(page)]));

  for (const page of site.pages) {
    if (previous.get(page.name) === JSON.stringify(page)) continue;
    const navbar = page.sections.findIndex((section) => isNavbar(section.type));
    if (navbar > 0) {
      page.sections.unshift(...page.sections.splice(navbar, 1));
      warnings.push(`Moved the navigation bar to the top of “${page.name}”.`);
    }
    const footer = page.sections.findIndex((section) => isFooter(section.type));
    if (footer >= 0 && footer < page.sections.length - 1) {
      page.sections.push(...page.sections.splice(footer, 1));
      warnings.push(`Moved the footer to the bottom of “${page.name}”.`);
    }
    for (const section of page.sections) {
      const bg = toHexColor(section.props.bgColor);
      const text = toHexColor(section.props.textColor);
      if (bg && text && contrastRatio(bg, text) < MIN_CONTRAST) {
        section.props.textColor = readableOn(bg);
        warnings.push(`Made the text of ${section.id} readable on its background.`);
      }
    }
  }

  const text = toHexColor(site.theme.textColor);
  if (text && JSON.stringify(site.theme) !== JSON.stringify(before.theme)) {
    const background = pageBackgroundColor(site.theme);
    if (contrastRatio(background, text) < MIN_CONTRAST) {
      site.theme.textColor = readableOn(background);
      warnings.push("Made the body text readable on the page background.");
    }
  }
  return { site, warnings };
}
