import type { CSSProperties, ReactNode } from "react";
import type { LayoutSection } from "../layout/layout.js";
import { themeToCssVars } from "../theme/theme-to-css-vars.js";
import type { Theme } from "../theme/theme.js";
import { anchorId } from "../layout/anchor-id.js";
import { hasSampleContent } from "../layout/unfinished-content.js";
import { asRecord } from "../sections/props-reader.js";
import { classNames } from "./class-names.js";
import { SampleMark, marksSamples } from "./SampleMark.js";
import { renderSection } from "./section-renderers.js";
import type { SectionMode, SiteContext } from "./section-renderer.js";

/** The `.sw-site` root: the theme's CSS custom properties over whatever it holds. */
export function SiteFrame({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <div className="sw-site" style={themeToCssVars(theme) as CSSProperties}>
      {children}
    </div>
  );
}

interface SectionViewProps {
  section: Pick<LayoutSection, "id" | "type" | "props" | "hiddenOn">;
  theme: Theme;
  site: SiteContext;
  mode: SectionMode;
}

/**
 * One section of any type, wrapped in an anchor block (for the editor canvas and pages); the
 * html preview outlines and tags a block with sample content (PRODUCT.md §4).
 */
export function SectionView({ section, theme, site, mode }: SectionViewProps) {
  const isSample = marksSamples(mode) && hasSampleContent(asRecord(section.props));
  return (
    <div
      className={classNames(
        "sw-block",
        isSample && "sw-is-sample",
        ...(section.hiddenOn ?? []).map((device) => `sw-hide-${device}`),
      )}
      id={anchorId(section.id)}
    >
      {isSample ? <SampleMark mode={mode} /> : null}
      {renderSection(section, { theme, site, mode })}
    </div>
  );
}

/** Props of a rendered page. */
export interface SitePageProps {
  page: { sections: readonly Pick<LayoutSection, "id" | "type" | "props" | "hiddenOn">[] };
  theme: Theme;
  site: SiteContext;
  mode: SectionMode;
}

/** A whole page: the themed root and every section in order. */
export function SitePage({ page, theme, site, mode }: SitePageProps) {
  return (
    <SiteFrame theme={theme}>
      {page.sections.map((section) => (
        <SectionView key={section.id} section={section} theme={theme} site={site} mode={mode} />
      ))}
    </SiteFrame>
  );
}
