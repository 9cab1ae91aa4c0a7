import type { CSSProperties, ReactNode } from "react";
import type { LayoutSection } from "../layout/layout.js";
import { themeToCssVars } from "../theme/theme-to-css-vars.js";
import type { Theme } from "../theme/theme.js";
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

/** An id usable as an in-page anchor (#contact-1). */
function anchorId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 80);
}

interface SectionViewProps {
  section: Pick<LayoutSection, "id" | "type" | "props">;
  theme: Theme;
  site: SiteContext;
  mode: SectionMode;
}

/** One section of any type, wrapped in an anchor block (for the editor canvas and pages). */
export function SectionView({ section, theme, site, mode }: SectionViewProps) {
  return (
    <div className="sw-block" id={anchorId(section.id)}>
      {renderSection(section, { theme, site, mode })}
    </div>
  );
}

/** Props of a rendered page. */
export interface SitePageProps {
  page: { sections: readonly Pick<LayoutSection, "id" | "type" | "props">[] };
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
