import { ButtonLink } from "../../render/ButtonLink.js";
import { editableText } from "../../render/editable-text.js";
import { classNames } from "../../render/class-names.js";
import { siteHref } from "../../render/resolve-link.js";
import { SafeImage } from "../../render/SafeImage.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { safeImageUrl } from "../../safe/safe-url.js";
import type { HeroProps } from "./hero.section.js";

/** Renders a hero: centred text, text beside the image, or text over the image. */
export function HeroSection({ props, theme, site, mode }: SectionRenderProps<HeroProps>) {
  const image = safeImageUrl(props.image) || safeImageUrl(theme.bannerUrl);
  const variant = props.variant ?? (image ? "split" : "centered");
  const overlay = variant === "overlay" && image;
  const text = (
    <div className="sw-hero-text">
      <h1 className="sw-hero-title" {...editableText(mode, "title")}>
        {props.title}
      </h1>
      {props.subtitle ? (
        <p className="sw-hero-subtitle" {...editableText(mode, "subtitle", "text")}>
          {props.subtitle}
        </p>
      ) : null}
      {props.buttonText || props.secondaryButtonText ? (
        <div className="sw-actions">
          {props.buttonText ? (
            <ButtonLink
              href={siteHref(props.buttonLink, site)}
              marks={editableText(mode, "buttonText")}
            >
              {props.buttonText}
            </ButtonLink>
          ) : null}
          {props.secondaryButtonText ? (
            <ButtonLink
              href={siteHref(props.secondaryButtonLink, site)}
              variant="secondary"
              marks={editableText(mode, "secondaryButtonText")}
            >
              {props.secondaryButtonText}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
  if (overlay) {
    // The image is an <img>, not a CSS url(): no user text ever reaches a stylesheet.
    return (
      <SectionShell name="hero" theme={theme} width="full" className="sw-hero-overlay">
        <SafeImage
          locale={site.locale}
          className="sw-hero-backdrop"
          slot="backdrop"
          src={image}
          alt=""
          isPriority
        />
        <div className="sw-container">{text}</div>
      </SectionShell>
    );
  }
  return (
    <SectionShell
      name="hero"
      theme={theme}
      colors={props}
      className={classNames(
        variant === "split" && image ? "sw-hero-split" : "sw-hero-centered",
        // Without an image the hero's own backdrop is the theme's colours in a soft pattern.
        !image && "sw-hero-art",
      )}
    >
      {text}
      {variant === "split" && image ? (
        <SafeImage
          locale={site.locale}
          className="sw-hero-image"
          slot="hero"
          src={image}
          alt={props.title}
          isPriority
        />
      ) : null}
    </SectionShell>
  );
}
