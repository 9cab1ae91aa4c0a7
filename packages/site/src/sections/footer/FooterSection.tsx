import { siteTexts } from "../../i18n/site-texts.js";
import { editableText } from "../../render/editable-text.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { siteHref } from "../../render/resolve-link.js";
import type { FooterProps } from "./footer.section.js";

/** Renders the footer: brand and tagline, links, and the copyright line. */
export function FooterSection({ props, theme, site, mode }: SectionRenderProps<FooterProps>) {
  const name = props.companyName || theme.siteName || site.name || "Your Store";
  const links = props.links ?? [];
  const t = siteTexts(site.locale);
  return (
    <SectionShell name="footer" theme={theme} colors={props}>
      <div className="sw-footer-main">
        <div>
          <p className="sw-brand" {...editableText(mode, "companyName")}>
            {name}
          </p>
          {props.tagline ? (
            <p className="sw-muted" {...editableText(mode, "tagline", "text")}>
              {props.tagline}
            </p>
          ) : null}
        </div>
        {links.length > 0 ? (
          <ul className="sw-footer-links">
            {links.map((link, i) => (
              <li key={i}>
                <a href={siteHref(link.url, site)} {...editableText(mode, `links.${i}.text`)}>
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="sw-footer-legal">{`© ${name}. ${t("allRightsReserved")}`}</p>
    </SectionShell>
  );
}
