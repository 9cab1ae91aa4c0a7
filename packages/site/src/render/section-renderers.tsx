import type { ReactNode } from "react";
import { CategoriesSection } from "../families/categories/CategoriesSection.js";
import { normalizeCategories } from "../families/categories/categories.family.js";
import { GenericSection } from "../families/generic/GenericSection.js";
import { normalizeGeneric } from "../families/generic/generic.family.js";
import { LocationSection } from "../families/location/LocationSection.js";
import { normalizeLocation } from "../families/location/location.family.js";
import { SocialSection } from "../families/social/SocialSection.js";
import { normalizeSocial } from "../families/social/social.family.js";
import { StatsSection } from "../families/stats/StatsSection.js";
import { normalizeStats } from "../families/stats/stats.family.js";
import { StepsSection } from "../families/steps/StepsSection.js";
import { normalizeSteps } from "../families/steps/steps.family.js";
import { TeamSection } from "../families/team/TeamSection.js";
import { normalizeTeam } from "../families/team/team.family.js";
import {
  SECTION_DEFINITIONS,
  rendererFamilyOf,
  resolveSectionType,
  type PropsOf,
  type SectionType,
} from "../registry.js";
import { ButtonSection } from "../sections/button/ButtonSection.js";
import { CollectionSection } from "../sections/collection/CollectionSection.js";
import { ContactSection } from "../sections/contact/ContactSection.js";
import { CtaSection } from "../sections/cta/CtaSection.js";
import type { RendererFamily } from "../sections/define-section.js";
import { DividerSection } from "../sections/divider/DividerSection.js";
import { FaqSection } from "../sections/faq/FaqSection.js";
import { FeaturesSection } from "../sections/features/FeaturesSection.js";
import { FooterSection } from "../sections/footer/FooterSection.js";
import { GallerySection } from "../sections/gallery/GallerySection.js";
import { HeroSection } from "../sections/hero/HeroSection.js";
import { ImageSection } from "../sections/image/ImageSection.js";
import { LoginSection } from "../sections/login/LoginSection.js";
import { NavbarSection } from "../sections/navbar/NavbarSection.js";
import { NewsletterSection } from "../sections/newsletter/NewsletterSection.js";
import { PricingSection } from "../sections/pricing/PricingSection.js";
import { SignupSection } from "../sections/signup/SignupSection.js";
import { SpacerSection } from "../sections/spacer/SpacerSection.js";
import { TestimonialsSection } from "../sections/testimonials/TestimonialsSection.js";
import { TextblockSection } from "../sections/textblock/TextblockSection.js";
import { VideoSection } from "../sections/video/VideoSection.js";
import { WaitlistSection } from "../sections/waitlist/WaitlistSection.js";
import type { SectionRenderProps, SectionRenderer } from "./section-renderer.js";

/** The renderer of each of the 21 types; typed so that a type without a renderer fails to compile. */
export const SECTION_RENDERERS: { [T in SectionType]: SectionRenderer<PropsOf<T>> } = {
  navbar: NavbarSection,
  hero: HeroSection,
  features: FeaturesSection,
  textblock: TextblockSection,
  footer: FooterSection,
  faq: FaqSection,
  gallery: GallerySection,
  newsletter: NewsletterSection,
  signup: SignupSection,
  login: LoginSection,
  waitlist: WaitlistSection,
  contact: ContactSection,
  collection: CollectionSection,
  testimonials: TestimonialsSection,
  pricing: PricingSection,
  cta: CtaSection,
  divider: DividerSection,
  spacer: SpacerSection,
  image: ImageSection,
  video: VideoSection,
  button: ButtonSection,
};

/** Everything a renderer gets besides its props. */
export type RenderContext = Omit<SectionRenderProps<unknown>, "props">;

type RawRenderer = (raw: unknown, context: RenderContext) => ReactNode;

function renderType<T extends SectionType>(
  type: T,
  raw: unknown,
  context: RenderContext,
): ReactNode {
  // TypeScript cannot correlate the two lookups by T; both are keyed by the same type.
  const Renderer = SECTION_RENDERERS[type] as SectionRenderer<PropsOf<T>>;
  const props = SECTION_DEFINITIONS[type].normalize(raw) as PropsOf<T>;
  return <Renderer props={props} {...context} />;
}

const ofType =
  (type: SectionType): RawRenderer =>
  (raw, context) =>
    renderType(type, raw, context);

const ofFamily =
  <P,>(normalize: (raw: unknown) => P, Renderer: SectionRenderer<P>): RawRenderer =>
  (raw, context) => <Renderer props={normalize(raw)} {...context} />;

/**
 * How a section named by a family alias renders (PRODUCT.md §3 families): with the palette type
 * of the same family when there is one, else with the family's own renderer.
 */
export const FAMILY_RENDERERS: Record<RendererFamily, RawRenderer> = {
  navbar: ofType("navbar"),
  hero: ofType("hero"),
  features: ofType("features"),
  grid: ofType("collection"),
  categories: ofFamily(normalizeCategories, CategoriesSection),
  testimonials: ofType("testimonials"),
  pricing: ofType("pricing"),
  media: ofType("gallery"),
  stats: ofFamily(normalizeStats, StatsSection),
  steps: ofFamily(normalizeSteps, StepsSection),
  textblock: ofType("textblock"),
  team: ofFamily(normalizeTeam, TeamSection),
  faq: ofType("faq"),
  cta: ofType("cta"),
  newsletter: ofType("newsletter"),
  form: ofType("contact"),
  location: ofFamily(normalizeLocation, LocationSection),
  social: ofFamily(normalizeSocial, SocialSection),
  footer: ofType("footer"),
  basic: (raw, context) => (
    <GenericSection type="basic" props={normalizeGeneric(raw)} {...context} />
  ),
};

/** A section as layouts store it. */
export interface SectionLike {
  type: string;
  props?: unknown;
}

/**
 * Renders one section of any type: one of the 21 types with its renderer, a family alias
 * with its family renderer, anything else with the generic renderer (PRODUCT.md §3).
 */
export function renderSection(section: SectionLike, context: RenderContext): ReactNode {
  const type = resolveSectionType(section.type);
  if (type) return renderType(type, section.props, context);
  const family = rendererFamilyOf(section.type);
  if (family) return FAMILY_RENDERERS[family](section.props, context);
  return (
    <GenericSection
      type={String(section.type).slice(0, 60)}
      props={normalizeGeneric(section.props)}
      {...context}
    />
  );
}
