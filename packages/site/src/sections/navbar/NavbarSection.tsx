import { ShoppingBag } from "lucide-react";
import { editableText } from "../../render/editable-text.js";
import type { CSSProperties } from "react";
import { resolveLink } from "../../render/resolve-link.js";
import type {
  SectionMode,
  SectionRenderProps,
  SiteContext,
} from "../../render/section-renderer.js";
import { safeUrl } from "../../safe/safe-url.js";
import { safeImageUrl } from "../../safe/safe-url.js";
import { sectionColorVars } from "../../theme/theme-to-css-vars.js";
import type { NavbarProps } from "./navbar.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

/**
 * The cart link of a selling site, with a count the site script fills from the cart cookie
 * (without script it reads "Cart"). The editor and preview show it inert.
 */
function CartLink({ site, mode }: { site: SiteContext; mode: SectionMode }) {
  const cart = mode === "publish" ? site.cart : undefined;
  if (mode === "publish" && !cart) return null;
  const t = siteTexts(site.locale);
  const content = (
    <>
      <ShoppingBag className="sw-cart-icon" aria-hidden="true" />
      {t("cart")}
      <span className="sw-cart-count" data-sw-cart-count="" hidden />
    </>
  );
  return cart ? (
    <a className="sw-cart-link" href={safeUrl(cart.cartHref)}>
      {content}
    </a>
  ) : (
    <span className="sw-cart-link">{content}</span>
  );
}

/** Renders the navigation bar; page links resolve to the page's path. */
export function NavbarSection({ props, theme, site, mode }: SectionRenderProps<NavbarProps>) {
  const name = props.logo || theme.siteName || site.name || "Your Store";
  const logoImage = props.logo ? undefined : safeImageUrl(theme.logoUrl);
  const links = props.links ?? [];
  const home = site.pages.find((page) => page.path === "/") ?? site.pages[0];
  return (
    <header className="sw-navbar" style={sectionColorVars(props, theme) as CSSProperties}>
      <nav className="sw-container sw-nav" aria-label={siteTexts(site.locale)("mainMenu")}>
        <a
          className="sw-brand"
          href={resolveLink({ linkType: "page", pageName: home?.name }, site)}
        >
          {logoImage ? (
            <img src={logoImage} alt={name} />
          ) : (
            <span {...editableText(mode, "logo")}>{name}</span>
          )}
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
                  {...editableText(mode, `links.${i}.text`)}
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <CartLink site={site} mode={mode} />
      </nav>
    </header>
  );
}
