import { applyOpsShown, shownSite, storedSite } from "./shown-site.js";
import {
  contrastRatio,
  pageBackgroundColor,
  readableOn,
  resolveSectionType,
  toHexColor,
  type OpInput,
  type SiteDocument,
} from "@shopwright/site";
import { DARK_INK, LIGHT_INK, MIN_CONTRAST, backgroundFor, readableText } from "./colors.js";
import { deepCopy } from "./deep-copy.js";
import {
  brokenLinkMessage,
  brokenLinks,
  newlyBrokenLinks,
  repairLinks,
  type BrokenLink,
} from "./link-check.js";
import { repairOps, type RepairContext, type RepairResult } from "./repair-ops.js";

/*
 * The one lint-and-repair pipeline of AI edits, whichever engine wrote the operations:
 * the composer lints the site its plan made and repairs what the plan broke (lintProblems,
 * repairProblems); then every reply, the composer's or a model's, has its operations checked
 * and repaired against the site (repairOps) and the pages it touched linted (lintEdit), in
 * one call: checkEdit.
 */

/** One rule a site breaks, with enough to repair it. */
export interface LintProblem {
  code:
    "navbar_not_first" | "footer_not_last" | "page_contrast" | "section_contrast" | "broken_link";
  message: string;
  page?: string;
  sectionId?: string;
  /** For a broken link: the link, and what it named. */
  link?: BrokenLink;
}

/**
 * The lint over a site: navbar first, footer last, text/background contrast ≥ 4.5:1 for
 * the page and for every section with colours of its own, and no link to a page or anchor
 * that does not exist.
 */
export function lintProblems(given: SiteDocument): LintProblem[] {
  const site = shownSite(given);
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
  for (const link of brokenLinks(site)) {
    problems.push({
      code: "broken_link",
      message: brokenLinkMessage(link),
      page: link.page,
      sectionId: link.sectionId,
      link,
    });
  }
  return problems;
}

/** The lint problems of a site as sentences. */
export function lintMessages(site: SiteDocument): string[] {
  return lintProblems(site).map((problem) => problem.message);
}

/** Deterministic repairs for lint problems: order, readable ink and links that lead somewhere. */
export function repairProblems(site: SiteDocument, problems: readonly LintProblem[]): OpInput[] {
  const ops: OpInput[] = [];
  const links = problems.flatMap((problem) => (problem.link ? [problem.link] : []));
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
  if (links.length > 0) ops.push(...repairLinks(site, links).ops);
  return ops;
}

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
 * background it set. Pages the prompt did not touch stay exactly as the user left them,
 * except for the link check, which covers the whole site: no link the edit broke points at a
 * page or an anchor that does not exist (a removed page is unlinked everywhere, a renamed one
 * relinked); a link the owner left broken stays as it was.
 */
export function lintEdit(shownBefore: SiteDocument, after: SiteDocument): LintResult {
  const before = shownSite(shownBefore);
  const site = deepCopy(shownSite(after));
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
  const broken = newlyBrokenLinks(before, site);
  if (broken.length === 0) return { site, warnings };
  const repair = repairLinks(site, broken, before);
  const result = applyOpsShown(site, repair.ops);
  return { site: result.site, warnings: [...warnings, ...repair.notes] };
}

/** An edit after the pipeline: the operations' repair, then the lint of what they left. */
export interface CheckedEdit {
  /** What repairOps answered (its site is before the lint). */
  repaired: RepairResult;
  /** What lintEdit answered: the site to save, and the lint's own repairs. */
  linted: LintResult;
}

/**
 * An AI reply's operations against the site: each repaired and applied (repairOps), then the
 * pages they touched linted (lintEdit).
 */
export function checkEdit(
  site: SiteDocument,
  rawOps: readonly unknown[],
  context: RepairContext,
): CheckedEdit {
  const repaired = repairOps(site, rawOps, context);
  const linted = lintEdit(site, repaired.site);
  // The sites it answers are as stored: the header and footer the site's, on no page.
  return {
    repaired: { ...repaired, site: storedSite(repaired.site) },
    linted: { ...linted, site: storedSite(linted.site) },
  };
}
