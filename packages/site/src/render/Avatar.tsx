import { safeImageUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";

/** A round photo, or the person's initials on a soft brand circle. */
export function Avatar({
  name,
  src,
  size = "small",
}: {
  name: string;
  src?: string | undefined;
  size?: "small" | "large";
}) {
  const url = safeImageUrl(src);
  const className = classNames("sw-avatar", size === "large" && "sw-avatar-lg");
  if (url) return <img className={className} src={url} alt={name} loading="lazy" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span className={className} aria-hidden="true">
      {initials || "★"}
    </span>
  );
}
