import type { ReactNode } from "react";
import { safeUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";
import type { EditableTextMarks } from "./editable-text.js";

interface ButtonLinkProps {
  href: string | undefined;
  variant?: "primary" | "secondary";
  className?: string;
  /** The canvas's marks of the label (`editableText`). */
  marks?: EditableTextMarks | undefined;
  children: ReactNode;
}

/** A link styled as a button; its href always passes through `safeUrl`. */
export function ButtonLink({
  href,
  variant = "primary",
  className,
  marks,
  children,
}: ButtonLinkProps) {
  return (
    <a
      className={classNames("sw-btn", `sw-btn-${variant}`, className)}
      href={safeUrl(href)}
      {...marks}
    >
      {children}
    </a>
  );
}
