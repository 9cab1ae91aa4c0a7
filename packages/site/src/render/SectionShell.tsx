import type { CSSProperties, ReactNode } from "react";
import { sectionColorVars } from "../theme/theme-to-css-vars.js";
import type { Theme } from "../theme/theme.js";
import { classNames } from "./class-names.js";

interface SectionShellProps {
  /** Section class suffix: `sw-${name}`. */
  name: string;
  theme: Theme;
  colors?: { bgColor?: string | undefined; textColor?: string | undefined };
  /** Content width: the standard container, a reading column, or edge to edge. */
  width?: "wide" | "narrow" | "full";
  className?: string | false;
  children: ReactNode;
}

/** The outer `<section>` of every renderer: spacing, container and per-section colours. */
export function SectionShell({
  name,
  theme,
  colors,
  width = "wide",
  className,
  children,
}: SectionShellProps) {
  const vars = colors ? sectionColorVars(colors, theme) : {};
  const hasBackground = "--sw-section-bg" in vars;
  return (
    <section
      className={classNames("sw-section", `sw-${name}`, hasBackground && "sw-has-bg", className)}
      style={vars as CSSProperties}
    >
      {width === "full" ? (
        children
      ) : (
        <div className={classNames("sw-container", width === "narrow" && "sw-narrow")}>
          {children}
        </div>
      )}
    </section>
  );
}
