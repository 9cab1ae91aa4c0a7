import { FALLBACK_ICONS } from "../../render/fallback-icon.js";
import { SafeImage } from "../../render/SafeImage.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { safeUrl } from "../../safe/safe-url.js";
import type { SocialProps } from "./social.family.js";
import { siteTexts } from "../../i18n/site-texts.js";

/**
 * Renders a feed of `postCount` square tiles (given images first, then placeholders) and a
 * follow link; posts are never fetched, so the page stays static.
 */
export function SocialSection({ props, theme, site }: SectionRenderProps<SocialProps>) {
  const t = siteTexts(site.locale);
  const tiles = Array.from({ length: props.postCount }, (_, i) => props.images[i]);
  const follow = props.handle
    ? t("followHandle", { handle: props.handle })
    : t("followOn", { platform: props.platform });
  return (
    <SectionShell name="social" theme={theme} colors={props}>
      <SectionHeading
        title={props.title}
        subtitle={props.handle ? `@${props.handle}` : undefined}
      />
      <div className="sw-social-grid">
        {tiles.map((image, i) => (
          <SafeImage
            locale={site.locale}
            className="sw-social-tile"
            src={image}
            alt={t("socialPost", { platform: props.platform, number: i + 1 })}
            fallbackIcon={FALLBACK_ICONS.photo}
            index={i}
            key={i}
          />
        ))}
      </div>
      {props.profileUrl ? (
        <p className="sw-actions sw-align-center">
          <a className="sw-btn sw-btn-secondary" href={safeUrl(props.profileUrl)}>
            {follow}
          </a>
        </p>
      ) : null}
    </SectionShell>
  );
}
