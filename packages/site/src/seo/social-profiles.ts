import { normalizeSocial } from "../families/social/social.family.js";
import type { Layout } from "../layout/layout.js";
import { allSectionsOf } from "../layout/site-parts.js";
import { rendererFamilyOf } from "../registry.js";

/**
 * The absolute addresses of the profiles the layout's social sections link to, on any page:
 * the home page's Organization names them (`sameAs`), so its build key reads them too.
 */
export function socialProfilesOf(layout: Layout): string[] {
  const urls = allSectionsOf(layout)
    .filter((section) => rendererFamilyOf(section.type) === "social")
    .map((section) => normalizeSocial(section.props).profileUrl)
    .filter((url): url is string => typeof url === "string" && /^https?:\/\//i.test(url));
  return [...new Set(urls)];
}
