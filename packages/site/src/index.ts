// The public surface of @shopwright/site. Each export carries its one-sentence JSDoc where
// it is declared; this file only says what is public.

// Section types: the registry, type matching and the definition shape.
export {
  FAMILY_ALIASES,
  FAMILY_TYPES,
  SECTION_DEFINITIONS,
  SECTION_ENTRIES,
  SECTION_TYPES,
  findSectionEntry,
  getSectionDefinition,
  listSectionDefinitions,
  listSectionEntries,
  registerSectionType,
  registryVersion,
  rendererFamilyOf,
  resolveSectionType,
  typeKey,
  type PropsOf,
  type SectionType,
} from "./registry.js";
export {
  PALETTE_CATEGORIES,
  RENDERER_FAMILIES,
  defineSection,
  type AnyField,
  type AnySectionDefinition,
  type ColorField,
  type ContentNeed,
  type ContentRoles,
  type FormFieldName,
  type SectionForm,
  type SectionWords,
  type CollectionField,
  type Field,
  type ImageField,
  type LinkField,
  type ListField,
  type NumberField,
  type PaletteCategory,
  type ProductsField,
  type RendererFamily,
  type SectionDefinition,
  type SelectField,
  type TextField,
  type TextListField,
  type TextareaField,
  type ToggleField,
} from "./sections/define-section.js";
export { sectionEntry, type AnySectionEntry, type SectionEntry } from "./sections/section-entry.js";
export {
  ALIGNMENTS,
  deviceKey,
  LINK_TYPES,
  MAX_LIST_ITEMS,
  OVERRIDE_DEVICES,
  TEXT_LIMITS,
  type Alignment,
  type DeviceKey,
  type LinkType,
  type OverrideDevice,
} from "./field-schemas.js";

// Props schemas of the 21 types (each also a type of the same name).
export { ButtonProps } from "./sections/button/button.section.js";
export { CollectionItem, CollectionProps } from "./sections/collection/collection.section.js";
export { ContactProps } from "./sections/contact/contact.section.js";
export { CtaProps } from "./sections/cta/cta.section.js";
export { DividerProps } from "./sections/divider/divider.section.js";
export { FaqItem, FaqProps } from "./sections/faq/faq.section.js";
export { FeatureItem, FeaturesProps } from "./sections/features/features.section.js";
export { FooterLink, FooterProps } from "./sections/footer/footer.section.js";
export { GalleryImage, GalleryProps } from "./sections/gallery/gallery.section.js";
export { HeroProps } from "./sections/hero/hero.section.js";
export { ImageProps } from "./sections/image/image.section.js";
export { LoginProps } from "./sections/login/login.section.js";
export { NavLink } from "./sections/nav-link.js";
export { NavbarProps } from "./sections/navbar/navbar.section.js";
export { EmailSignupProps } from "./sections/newsletter/newsletter.section.js";
export { PricingPlan, PricingProps } from "./sections/pricing/pricing.section.js";
export { AccountFormProps } from "./sections/signup/signup.section.js";
export { SpacerProps } from "./sections/spacer/spacer.section.js";
export {
  Testimonial,
  TestimonialsProps,
  claimsVerification,
} from "./sections/testimonials/testimonials.section.js";
export { TextblockProps } from "./sections/textblock/textblock.section.js";
export { VideoProps } from "./sections/video/video.section.js";
export { WaitlistProps } from "./sections/waitlist/waitlist.section.js";

// Theme tokens.
export {
  BORDER_RADII,
  DEFAULT_THEME,
  FontName,
  SHADOWS,
  STYLE_PRESETS,
  THEME_CHOICES,
  Theme,
  isFontInput,
  isThemeChoice,
  normalizeTheme,
  type BorderRadius,
  type Shadow,
  type StylePreset,
} from "./theme/theme.js";
export {
  DARK_PAGE_BACKGROUND,
  RADIUS_SCALE,
  SHADOW_SCALE,
  fontStack,
  pageBackgroundColor,
  sectionColorVars,
  themeToCssVars,
  type CssVars,
  type ThemeCssVars,
} from "./theme/theme-to-css-vars.js";
export { contrastRatio, readableOn } from "./theme/color-math.js";

// Page templates.
export {
  findPageTemplate,
  PAGE_TEMPLATES,
  type PageTemplate,
} from "./page-templates/page-templates.js";

// Layout.
export {
  LAYOUT_LIMITS,
  Layout,
  LayoutPage,
  LayoutSection,
  SavedBlock,
  SECTION_DEVICES,
  type SectionDevice,
} from "./layout/layout.js";
export {
  LAYOUT_CEILINGS,
  capBreach,
  capBreachMessage,
  cardsOf,
  type CapBreach,
  type LayoutCaps,
} from "./layout/layout-caps.js";
export { LAYOUT_CAP_MESSAGES } from "./layout/layout-cap-messages.js";
export {
  HOME_PAGE_NAME,
  hiddenOnOf,
  nextSectionId,
  normalizeLayout,
  pathFromName,
  uniqueName,
  uniquePath,
} from "./layout/normalize-layout.js";
// Page paths from names need the slug tables, which the browser fetches once the page is idle.
export { loadSlugTables } from "./slug/slugify.js";
export {
  SITE_PARTS,
  SITE_PART_HIDE_KEYS,
  SITE_PART_TYPES,
  allSectionsOf,
  hoistSiteParts,
  layoutOfSite,
  footerLinkOp,
  menuLinkOp,
  menuUnlinkOps,
  pageSectionsOf,
  showsSitePart,
  sitePartOfType,
  sitePartWithId,
  withPartsOnPages,
  type SitePart,
  type SiteWithParts,
} from "./layout/site-parts.js";
export {
  LAYOUT_SCHEMA_VERSION,
  emptyLayout,
  readStoredLayout,
  toStoredLayout,
  type StoredLayout,
} from "./layout/stored-layout.js";

// What is not ready to go live: sample content and empty blocks.
export {
  hasSampleContent,
  isSampleItem,
  type UnfinishedBlock,
  type UnfinishedReason,
} from "./layout/unfinished-content.js";
export { isEmptyBlock, unfinishedBlocks } from "./layout/unfinished-blocks.js";
export { profileUrl } from "./families/social/social.family.js";

// Links and anchors: what a section links to, and where an address leads.
export { anchorId } from "./layout/anchor-id.js";
export {
  addressTarget,
  hasAnchor,
  sectionLinks,
  type AddressTarget,
  type LinkSlot,
  type SectionLink,
} from "./layout/section-links.js";

// Operations.
export {
  NewSection,
  OP_REJECTION_CODES,
  Op,
  Position,
  SectionStyle,
  ThemePatch,
  type OpInput,
  type OpName,
  type OpRejectionCode,
} from "./ops/ops.js";
export {
  SiteDocument,
  applyOps,
  type ApplyOpsOptions,
  type ApplyOpsResult,
  type OpRejection,
} from "./ops/apply-ops.js";
export { AUTO_PLACEMENT_RANKS, autoRank, insertionIndex } from "./ops/placement.js";

// Rendering.
export {
  FAMILY_RENDERERS,
  SECTION_RENDERERS,
  renderSection,
  type RenderContext,
  type SectionLike,
} from "./render/section-renderers.js";
export { SectionView, SiteFrame, SitePage, type SitePageProps } from "./render/SitePage.js";
export type {
  SectionMode,
  SectionRenderProps,
  SectionRenderer,
  SiteCart,
  SiteCollection,
  SiteContext,
  SitePageRef,
  SiteProduct,
} from "./render/section-renderer.js";
export { formatPrice } from "./render/format-price.js";
export {
  displayPrice,
  siteProductOf,
  type CatalogueOption,
  type CatalogueProduct,
  type CatalogueVariant,
} from "./render/catalogue-product.js";
export { richTextHtml, richTextPlain } from "./render/rich-text.js";
export { hasFormatting } from "./render/RichText.js";
export {
  EDITABLE_TEXT,
  editableText,
  type EditableTextMarks,
  type TextEditKind,
} from "./render/editable-text.js";
export { formatMoney, fromMinor, minorDigits, minorToDecimal, toMinor } from "./money/money.js";
export { STOREFRONT_PATHS } from "./storefront/storefront-paths.js";
export {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  isCountryCode,
  type CountryOption,
} from "./storefront/commerce/countries.js";
export { MAX_LINE_QUANTITY } from "./render/AddToCart.js";
export { FeatureIcon } from "./render/FeatureIcon.js";
export {
  IMAGE_SLOTS,
  UPLOAD_WIDTHS,
  uploadSrcset,
  uploadWidthName,
  widthOfName,
  type ImageSlot,
  type ImageSources,
  type UploadWidth,
} from "./render/upload-srcset.js";

// Safe output.
export { MAX_URL_LENGTH, isSafeUrl, safeImageUrl, safeUrl } from "./safe/safe-url.js";
export { isColor, parseColor, safeColor, toHexColor } from "./safe/safe-color.js";
export {
  isColorInput,
  isNumberInput,
  styleInputProblem,
  type StyleInputProblem,
} from "./safe/style-input.js";
export { toVideoEmbedUrl } from "./safe/video-embed.js";

// Bundled theme fonts (data and @font-face rules; the files are served by the server).
export { SITE_FONTS, fontFaceCss, fontsOfTheme, type SiteFont } from "./fonts/site-fonts.js";
export { FONT_FILES_PATH, ThemeFontFaces } from "./fonts/ThemeFontFaces.js";

// Starter themes.
export {
  STARTER_THEMES,
  findStarterTheme,
  starterLayoutFor,
  type StarterTheme,
} from "./themes/starter-themes.js";

// Search engines and shared links (docs/PRODUCT.md "Search engines and shared links").
export { SEO_LIMITS } from "./seo/seo-limits.js";
export { draftDescription, pageProse } from "./seo/draft-description.js";
export { pageMoves, type PathMove } from "./seo/path-moves.js";
