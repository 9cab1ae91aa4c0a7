import type { CSSProperties } from "react";
import { resolveLink } from "../../render/resolve-link.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { safeImageUrl } from "../../safe/safe-url.js";
import { sectionColorVars } from "../../theme/theme-to-css-vars.js";
import type { NavbarProps } from "./navbar.section.js";

/** Renders the navigation bar; page links resolve to the page's path. */
export function NavbarSection({ props, theme, site }: SectionRenderProps<NavbarProps>) {
  const name = props.logo || theme.siteName || site.name || "Your Store";
  const logoImage = props.logo ? undefined : safeImageUrl(theme.logoUrl);
  const links = props.links ?? [];
  const home = site.pages.find((page) => page.path === "/") ?? site.pages[0];
  return (
    <header className="sw-navbar" style={sectionColorVars(props, theme) as CSSProperties}>
      <nav className="sw-container sw-nav" aria-label="Main">
        <a
          className="sw-brand"
          href={resolveLink({ linkType: "page", pageName: home?.name }, site)}
        >
          {logoImage ? <img src={logoImage} alt={name} /> : name}
        </a>
        {links.length > 0 ? (
          <ul className="sw-nav-links">
            {links.map((link, i) => (
              <li key={i}>
                <a
                  href={resolveLink(
                    { linkType: link.type, pageName: link.pageName, url: link.url },
                    site,
                  )}
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
