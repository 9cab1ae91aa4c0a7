import type { ReactNode } from "react";
import { safeUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";

interface ButtonLinkProps {
  href: string | undefined;
  variant?: "primary" | "secondary";
  className?: string;
  children: ReactNode;
}

/** A link styled as a button; its href always passes through `safeUrl`. */
export function ButtonLink({ href, variant = "primary", className, children }: ButtonLinkProps) {
  return (
    <a className={classNames("sw-btn", `sw-btn-${variant}`, className)} href={safeUrl(href)}>
      {children}
    </a>
  );
}
