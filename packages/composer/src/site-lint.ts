import {
  contrastRatio,
  pageBackgroundColor,
  readableOn,
  type OpInput,
  type SiteDocument,
} from "@shopwright/site";
import { DARK_INK, LIGHT_INK, MIN_CONTRAST, backgroundFor, readableText } from "./colors.js";

/** One rule a site breaks, with enough to repair it. */
export interface LintProblem {
  code: "navbar_not_first" | "footer_not_last" | "page_contrast" | "section_contrast";
  message: string;
  page?: string;
  sectionId?: string;
}

/**
 * The lint over a site: navbar first, footer last, text/background contrast ≥ 4.5:1 for
 * the page and for every section with colours of its own.
 */
export function lintProblems(site: SiteDocument): LintProblem[] {
  const problems: LintProblem[] = [];
  const background = pageBackgroundColor(site.theme);
  const text = site.theme.textColor ?? readableOn(background);
  const ratio = contrastRatio(text, background);
  if (ratio < MIN_CONTRAST)
    problems.push({
      code: "page_contrast",
      message: `Page text contrast is ${ratio.toFixed(2)}:1`,
    });
  for (const page of site.pages) {
    const types = page.sections.map((section) => section.type);
    const navbar = types.indexOf("navbar");
    const footer = types.lastIndexOf("footer");
    if (navbar > 0)
      problems.push({
        code: "navbar_not_first",
        page: page.name,
        sectionId: page.sections[navbar]?.id,
        message: `${page.name}: the navbar is not first`,
      });
    if (footer >= 0 && footer !== types.length - 1) {
      problems.push({
        code: "footer_not_last",
        page: page.name,
        sectionId: page.sections[footer]?.id,
        message: `${page.name}: the footer is not last`,
      });
    }
    for (const section of page.sections) {
      const bg = typeof section.props.bgColor === "string" ? section.props.bgColor : undefined;
      const fg = typeof section.props.textColor === "string" ? section.props.textColor : undefined;
      if (!bg && !fg) continue;
      const surface = bg ?? background;
      const ink = fg ?? (bg ? readableOn(bg) : text);
      const sectionRatio = contrastRatio(ink, surface);
      if (sectionRatio < MIN_CONTRAST) {
        problems.push({
          code: "section_contrast",
          page: page.name,
          sectionId: section.id,
          message: `${section.id}: text contrast is ${sectionRatio.toFixed(2)}:1`,
        });
      }
    }
  }
  return problems;
}

/** The lint problems of a site as sentences. */
export function lintSite(site: SiteDocument): string[] {
  return lintProblems(site).map((problem) => problem.message);
}

/** Deterministic repairs for lint problems: order and readable ink. */
export function repairOps(site: SiteDocument, problems: readonly LintProblem[]): OpInput[] {
  const ops: OpInput[] = [];
  const background = pageBackgroundColor(site.theme);
  for (const problem of problems) {
    if (problem.code === "navbar_not_first" && problem.sectionId) {
      ops.push({ op: "moveSection", sectionId: problem.sectionId, position: { at: "start" } });
    } else if (problem.code === "footer_not_last" && problem.sectionId) {
      ops.push({ op: "moveSection", sectionId: problem.sectionId, position: { at: "end" } });
    } else if (problem.code === "page_contrast") {
      ops.push({
        op: "setTheme",
        patch: { textColor: readableText(background, undefined, DARK_INK, LIGHT_INK) },
      });
    } else if (problem.code === "section_contrast" && problem.sectionId) {
      const section = site.pages
        .flatMap((page) => page.sections)
        .find((s) => s.id === problem.sectionId);
      const bg = typeof section?.props.bgColor === "string" ? section.props.bgColor : background;
      const textColor = readableText(bg, undefined, DARK_INK, LIGHT_INK);
      const style =
        contrastRatio(textColor, bg) >= MIN_CONTRAST
          ? { textColor }
          : { bgColor: backgroundFor(textColor, bg), textColor };
      ops.push({ op: "setSectionStyle", sectionId: problem.sectionId, style });
    }
  }
  return ops;
}
