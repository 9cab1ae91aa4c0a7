/**
 * The site's data schemas alone (layout and theme), for packages that type what they send or
 * store with them but must not load renderers: zod schemas and their types, nothing of React.
 */
export { LAYOUT_LIMITS, Layout, LayoutPage, LayoutSection } from "./layout/layout.js";
export {
  BORDER_RADII,
  FontName,
  SHADOWS,
  STYLE_PRESETS,
  Theme,
  type BorderRadius,
  type Shadow,
  type StylePreset,
} from "./theme/theme.js";
