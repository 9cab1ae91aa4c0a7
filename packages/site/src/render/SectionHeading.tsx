import type { Alignment } from "../field-schemas.js";
import { classNames } from "./class-names.js";

interface SectionHeadingProps {
  title?: string | undefined;
  subtitle?: string | undefined;
  align?: Alignment;
}

/** A section's title and lead text; renders nothing when both are empty. */
export function SectionHeading({ title, subtitle, align = "center" }: SectionHeadingProps) {
  if (!title && !subtitle) return null;
  return (
    <header className={classNames("sw-head", `sw-align-${align}`)}>
      {title ? <h2 className="sw-title">{title}</h2> : null}
      {subtitle ? <p className="sw-lead">{subtitle}</p> : null}
    </header>
  );
}
