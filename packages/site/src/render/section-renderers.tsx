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
import { isCanonical } from "../layout/canonical-props.js";
import {
  FAMILY_TYPES,
  SECTION_ENTRIES,
  findSectionEntry,
  rendererFamilyOf,
  resolveSectionType,
  type PropsOf,
  type SectionType,
} from "../registry.js";
import type { RendererFamily } from "../sections/define-section.js";
import type { SectionRenderProps, SectionRenderer } from "./section-renderer.js";

/** The renderer of each of the 21 types, from their entries (`sections/<type>/index.ts`). */
export const SECTION_RENDERERS = Object.fromEntries(
  Object.entries(SECTION_ENTRIES).map(([type, entry]) => [type, entry.Renderer]),
) as { [T in SectionType]: SectionRenderer<PropsOf<T>> };

/** Everything a renderer gets besides its props. */
export type RenderContext = Omit<SectionRenderProps<unknown>, "props">;

type RawRenderer = (raw: unknown, context: RenderContext) => ReactNode;

function renderType(type: SectionType, raw: unknown, context: RenderContext): ReactNode {
  // Every resolved type has an entry: the 21, or one registered at run time.
  const { Renderer, definition } = findSectionEntry(type)!;
  // Props this definition normalised (a layout read or checked, an operation's output) are
  // canonical already; anything else is normalised here, whatever its source.
  const props = isCanonical(raw, definition) ? raw : definition.normalize(raw);
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
  navbar: ofType(FAMILY_TYPES.navbar),
  hero: ofType(FAMILY_TYPES.hero),
  features: ofType(FAMILY_TYPES.features),
  grid: ofType(FAMILY_TYPES.grid),
  categories: ofFamily(normalizeCategories, CategoriesSection),
  testimonials: ofType(FAMILY_TYPES.testimonials),
  pricing: ofType(FAMILY_TYPES.pricing),
  media: ofType(FAMILY_TYPES.media),
  stats: ofFamily(normalizeStats, StatsSection),
  steps: ofFamily(normalizeSteps, StepsSection),
  textblock: ofType(FAMILY_TYPES.textblock),
  team: ofFamily(normalizeTeam, TeamSection),
  faq: ofType(FAMILY_TYPES.faq),
  cta: ofType(FAMILY_TYPES.cta),
  newsletter: ofType(FAMILY_TYPES.newsletter),
  form: ofType(FAMILY_TYPES.form),
  location: ofFamily(normalizeLocation, LocationSection),
  social: ofFamily(normalizeSocial, SocialSection),
  footer: ofType(FAMILY_TYPES.footer),
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
