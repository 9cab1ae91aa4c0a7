/**
 * Server-side rendering of site pages to HTML strings, and the pieces of a whole document.
 * A separate entry point, so browser bundles that import `@shopwright/site` never pull in
 * react-dom/server.
 */
export { renderPageToHtml } from "./render/render-page.js";
export {
  renderProductDetailHtml,
  renderSectionHtml,
  renderSiteNoticeHtml,
  siteFrameHtml,
  type SectionHtmlContext,
} from "./render/render-parts.js";
export { siteDocument, siteStyles, type SiteDocumentInput } from "./document/site-document.js";
export { escapeHtml } from "./document/escape-html.js";
export { SITE_SCRIPT } from "./document/site-script.js";
export {
  SITE_FONTS,
  cssFontWeight,
  fontFaceCss,
  fontFacesOfTheme,
  fontsOfTheme,
  type FaceWeight,
  type FontFaceFile,
  type SiteFont,
} from "./fonts/site-fonts.js";
export { initialFaviconSvg, robotsTxt, sitemapXml } from "./storefront/site-files.js";
export { relativeHref, resolveLink, siteHref } from "./render/resolve-link.js";
export {
  COLLECTION_PAGE_SIZE,
  SHELL_MAIN,
  SHELL_TITLE,
  STOREFRONT_PATHS,
  createStorefront,
  fillShell,
  productHandle,
  productPath,
  type Storefront,
  type StorefrontCollection,
  type StorefrontInput,
  type StorefrontPage,
} from "./storefront/storefront.js";
export { renderSearchHtml, type SearchView } from "./storefront/search/render-search.js";
export {
  renderCartHtml,
  renderCheckoutHtml,
  renderOrderStatusHtml,
} from "./storefront/commerce/render-commerce.js";
export {
  CHECKOUT_FIELDS,
  lineLabel,
  type CartView,
  type CheckoutField,
  type CheckoutView,
  type CommerceLine,
  type CommerceNotice,
  type OrderAddress,
  type OrderStatusLine,
  type OrderStatusView,
  type PaymentMethodOption,
} from "./storefront/commerce/commerce-views.js";
export {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  isCountryCode,
  type CountryOption,
} from "./storefront/commerce/countries.js";
export { MAX_LINE_QUANTITY } from "./render/AddToCart.js";
export { socialProfilesOf } from "./seo/social-profiles.js";
export {
  jsonLdScripts,
  offerJsonLd,
  organizationJsonLd,
  productJsonLd,
  type JsonLdNode,
  type OfferInput,
  type ProductJsonLdInput,
} from "./seo/structured-data.js";

// The storefront's own words in the store's language (docs/PRODUCT.md "Storefront languages").
export {
  SHOP_TEXTS,
  shopTexts,
  storefrontCharacters,
  type ShopTextKey,
  type ShopTexts,
} from "./i18n/shop-texts.js";
export { SITE_TEXTS, siteTexts, type SiteTexts } from "./i18n/site-texts.js";
export {
  STOREFRONT_LANGUAGES,
  storefrontLanguage,
  type StorefrontLanguage,
} from "./i18n/translate.js";
