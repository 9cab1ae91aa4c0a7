import { readColors, readProps, toImage } from "../../sections/props-reader.js";

/** PRODUCT.md §9: a social feed shows 6 posts unless told otherwise. */
export const DEFAULT_POST_COUNT = 6;
/** The most posts a feed shows. */
export const MAX_POST_COUNT = 12;

const PROFILE_URLS: Record<string, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}/`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}/`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
};

/** The profile page of a handle on a network ("instagram", "X" …), if the network is known. */
export function profileUrl(platform: string, handle: string): string | undefined {
  return PROFILE_URLS[platform.toLowerCase()]?.(handle);
}

/** A social feed as the social renderer reads it (PRODUCT.md §3: handle, postCount). */
export interface SocialProps {
  title?: string;
  handle?: string;
  platform: string;
  profileUrl?: string;
  postCount: number;
  images: string[];
  bgColor?: string;
  textColor?: string;
}

/** Reads a social feed; the profile link is built from the handle when none is given. */
export function normalizeSocial(raw: unknown): SocialProps {
  const r = readProps(raw);
  // Handles are letters, digits, dots and underscores on every platform we link to.
  const handle = r
    .text(["handle", "username", "account", "instagram"])
    ?.replace(/[^A-Za-z0-9._]/g, "");
  const platformName = (r.text(["platform", "network", "source"]) ?? "Instagram").slice(0, 30);
  return {
    title: r.text(["title", "heading"]),
    handle: handle || undefined,
    platform: platformName,
    profileUrl:
      r.href(["url", "profileUrl", "link", "href"]) ??
      (handle ? profileUrl(platformName, handle) : undefined),
    postCount:
      r.number(["postCount", "posts", "count", "limit"], {
        min: 1,
        max: MAX_POST_COUNT,
        integer: true,
        blank: DEFAULT_POST_COUNT,
      }) ?? DEFAULT_POST_COUNT,
    images: (r.list(["images", "items", "media", "photos"], toImage, MAX_POST_COUNT) ?? []).filter(
      Boolean,
    ),
    ...readColors(r),
  };
}
