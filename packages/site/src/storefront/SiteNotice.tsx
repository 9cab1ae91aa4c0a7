import { ButtonLink } from "../render/ButtonLink.js";
import { siteHref } from "../render/resolve-link.js";
import type { SiteContext } from "../render/section-renderer.js";
import { SectionShell } from "../render/SectionShell.js";
import type { Theme } from "../theme/theme.js";

interface SiteNoticeProps {
  heading: string;
  text: string;
  theme: Theme;
  site: SiteContext;
  /** A button to a site path, e.g. home. */
  link?: { path: string; label: string } | undefined;
}

/** A short message in the site's theme: page not found, thanks for your message. */
export function SiteNotice({ heading, text, theme, site, link }: SiteNoticeProps) {
  return (
    <SectionShell name="notice" theme={theme} width="narrow">
      <div className="sw-head sw-align-center">
        <h1 className="sw-title">{heading}</h1>
        <p className="sw-lead">{text}</p>
        {link ? (
          <div className="sw-actions">
            <ButtonLink href={siteHref(link.path, site)}>{link.label}</ButtonLink>
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
