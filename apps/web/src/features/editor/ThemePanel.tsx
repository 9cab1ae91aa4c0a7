import {
  BORDER_RADII,
  SHADOWS,
  SITE_FONTS,
  STYLE_PRESETS,
  themeToCssVars,
  toHexColor,
  type Theme,
  type ThemePatch,
} from "@shopwright/site";
import { useId, useState, type ReactNode } from "react";
import { useEditorState, useEditorStore } from "./editor-context";
import { controlClasses, type FieldContext } from "./fields/field-types";
import { ColorInputs, ResetColorButton } from "./fields/ColorControl";
import { FieldShell } from "./fields/FieldShell";
import { ImageControl } from "./fields/ImageControl";
import { SelectControl } from "./fields/SelectControl";

/** Fonts offered in the pickers: the platform font and every font the server bundles. */
const THEME_FONTS = ["system", ...SITE_FONTS.map((font) => font.family)];

const PRESET_LABELS: Record<(typeof STYLE_PRESETS)[number], string> = {
  other: "Classic (light)",
  gradient: "Gradient",
  bold: "Bold",
  dark: "Dark",
  glass: "Glass",
};
const RADIUS_LABELS: Record<(typeof BORDER_RADII)[number], string> = {
  none: "Square",
  sm: "Small",
  md: "Medium",
  lg: "Large",
  xl: "Extra large",
  "2xl": "Huge",
  pill: "Pill",
};
const SHADOW_LABELS: Record<(typeof SHADOWS)[number], string> = {
  none: "None",
  soft: "Soft",
  medium: "Medium",
  elevated: "Elevated",
  dramatic: "Dramatic",
};

const PRESET_OPTIONS = STYLE_PRESETS.map((value) => ({ value, label: PRESET_LABELS[value] }));
const RADIUS_OPTIONS = BORDER_RADII.map((value) => ({ value, label: RADIUS_LABELS[value] }));
const SHADOW_OPTIONS = SHADOWS.map((value) => ({ value, label: SHADOW_LABELS[value] }));

type ColorKey = "primaryColor" | "secondaryColor" | "accentColor" | "backgroundColor" | "textColor";

/**
 * Site-wide design tokens: name, style, colours, fonts, corners, shadows, logo and banner.
 * Theme changes are saved with the layout and are undo steps like section edits (repeated
 * changes of one token, as a colour picker drags, fold into one).
 */
export function ThemePanel({ context }: { context: FieldContext }) {
  const store = useEditorStore();
  const theme = useEditorState((state) => state.document.theme);
  const siteName = useEditorState((state) => state.document.name);

  const setTheme = (patch: ThemePatch) =>
    store.run([{ op: "setTheme", patch }], "merge", {
      mergeKey: `theme:${Object.keys(patch).sort().join(",")}`,
    });
  const themeValues = theme as unknown as Record<string, unknown>;
  const setThemePatch = (patch: Record<string, unknown>) => setTheme(patch as ThemePatch);

  return (
    <div className="space-y-6 px-4 py-4">
      <Group title="Brand">
        <SiteNameControl
          value={siteName}
          onCommit={(name) =>
            // setSiteName renames navbar and footer; the theme keeps the name for saving.
            store.run(
              [
                { op: "setSiteName", name },
                { op: "setTheme", patch: { siteName: name } },
              ],
              "record",
            )
          }
        />
        <ImageControl
          field={{ kind: "image", key: "logoUrl", label: "Logo" }}
          values={themeValues}
          onPatch={(patch) => setTheme(patch as ThemePatch)}
          context={context}
        />
        <ImageControl
          field={{ kind: "image", key: "bannerUrl", label: "Default banner" }}
          values={themeValues}
          onPatch={(patch) => setTheme(patch as ThemePatch)}
          context={context}
        />
      </Group>

      <Group title="Style">
        <SelectControl
          field={{
            kind: "select",
            key: "stylePreset",
            label: "Style preset",
            options: PRESET_OPTIONS,
          }}
          values={themeValues}
          onPatch={setThemePatch}
          context={context}
        />
        <SelectControl
          field={{ kind: "select", key: "borderRadius", label: "Corners", options: RADIUS_OPTIONS }}
          values={themeValues}
          onPatch={setThemePatch}
          context={context}
        />
        <SelectControl
          field={{ kind: "select", key: "shadow", label: "Shadows", options: SHADOW_OPTIONS }}
          values={themeValues}
          onPatch={setThemePatch}
          context={context}
        />
      </Group>

      <Group title="Colours">
        <ThemeColorControl label="Primary" colorKey="primaryColor" theme={theme} onSet={setTheme} />
        <ThemeColorControl
          label="Secondary"
          colorKey="secondaryColor"
          theme={theme}
          onSet={setTheme}
        />
        <ThemeColorControl label="Accent" colorKey="accentColor" theme={theme} onSet={setTheme} />
        <ThemeColorControl
          label="Page background"
          colorKey="backgroundColor"
          theme={theme}
          onSet={setTheme}
          autoHint="Follows the style preset"
        />
        <ThemeColorControl
          label="Text"
          colorKey="textColor"
          theme={theme}
          onSet={setTheme}
          autoHint="Readable ink, picked for the background"
        />
      </Group>

      <Group title="Fonts">
        <SelectControl
          field={{
            kind: "select",
            key: "heading",
            label: "Headings",
            options: fontOptions(theme.fonts.heading),
          }}
          values={theme.fonts}
          onPatch={(patch) => setTheme({ fonts: patch })}
          context={context}
        />
        <SelectControl
          field={{
            kind: "select",
            key: "body",
            label: "Body text",
            options: fontOptions(theme.fonts.body),
          }}
          values={theme.fonts}
          onPatch={(patch) => setTheme({ fonts: patch })}
          context={context}
        />
      </Group>
    </div>
  );
}

function fontOptions(current: string) {
  const names = [...THEME_FONTS];
  if (!names.some((name) => name.toLowerCase() === current.toLowerCase())) names.push(current);
  return names.map((value) => ({ value, label: value === "system" ? "System font" : value }));
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-[11px] font-semibold uppercase tracking-wider text-slate-400">{title}</h3>
      {children}
    </section>
  );
}

/** The site name: edited as a draft and applied on blur or Enter (it may not be empty). */
function SiteNameControl({ value, onCommit }: { value: string; onCommit: (name: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A new name from elsewhere (undo of a load, a reload) replaces the draft.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setDraft(value);
  }
  const commit = () => {
    const name = draft.trim();
    if (name && name !== value) onCommit(name);
    else setDraft(value);
  };
  return (
    <FieldShell label="Site name" htmlFor={id} help="Shown in the navigation bar and footer">
      <input
        id={id}
        className={controlClasses}
        value={draft}
        maxLength={100}
        placeholder="My store"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.currentTarget.blur();
          if (event.key === "Escape") {
            setDraft(value);
            event.currentTarget.blur();
          }
        }}
      />
    </FieldShell>
  );
}

/** What an optional theme colour left empty turns out as, so its picker shows that colour. */
function automaticColorOf(colorKey: ColorKey, theme: Theme): string | null {
  if (colorKey === "backgroundColor") return themeToCssVars(theme)["--sw-bg"];
  if (colorKey === "textColor") return themeToCssVars(theme)["--sw-text"];
  return null;
}

/**
 * A theme colour: picker plus hex text. The text is a draft until it is a valid colour, so
 * typing "#1f" does not clear the token; optional colours can go back to automatic.
 */
function ThemeColorControl({
  label,
  colorKey,
  theme,
  onSet,
  autoHint,
}: {
  label: string;
  colorKey: ColorKey;
  theme: Theme;
  onSet: (patch: ThemePatch) => void;
  /** Set for optional colours: what "automatic" means. */
  autoHint?: string;
}) {
  const id = useId();
  const value = theme[colorKey] ?? "";
  // While the user types, the text is theirs; otherwise it shows the token.
  const [draft, setDraft] = useState<string | null>(null);

  function handleText(text: string) {
    setDraft(text);
    const color = toHexColor(text);
    if (color) onSet({ [colorKey]: text.trim() });
  }

  return (
    <FieldShell label={label} htmlFor={id} help={!value && autoHint ? autoHint : undefined}>
      <ColorInputs
        id={id}
        label={label}
        picked={toHexColor(value) ?? toHexColor(automaticColorOf(colorKey, theme)) ?? "#ffffff"}
        onPick={(hex) => onSet({ [colorKey]: hex })}
        text={{
          value: draft ?? value,
          placeholder: autoHint ? "Automatic" : "#000000",
          onChange: (event) => handleText(event.target.value),
          onFocus: () => setDraft(value),
          onBlur: () => setDraft(null),
        }}
      >
        {autoHint && value && (
          <ResetColorButton
            label={label}
            title="Back to automatic"
            onReset={() => onSet({ [colorKey]: "" })}
          />
        )}
      </ColorInputs>
    </FieldShell>
  );
}
