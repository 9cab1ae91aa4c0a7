import { SafeImage } from "./SafeImage.js";
import { siteTexts } from "../i18n/site-texts.js";

/** The most images a product page shows; site.css has a rule for each place (`.sw-gallery`). */
export const GALLERY_MAX_IMAGES = 10;

interface ProductGalleryProps {
  /** The product's name, which every image's alternative text starts with. */
  name: string;
  /** Image addresses, the main one first. */
  images: readonly string[];
  /** The image shown first when a variant's image takes the main place (fetched at once). */
  priorityIndex?: number;
  /** Alternative text added to an image: the titles of the variants it shows. */
  captions?: ReadonlyMap<string, string>;
  /** The site's locale, for the words of the alternative texts. */
  locale?: string | undefined;
}

/**
 * A product's images, the main one large and the others as thumbnails that switch it without
 * script (docs/PRODUCT.md "Product pages"): each thumbnail is the label of a radio button,
 * and the stylesheet shows the large image of the checked one. Hidden images and thumbnails
 * load lazily; a browser without `:has()` shows the main image alone.
 */
export function ProductGallery({
  name,
  images,
  priorityIndex = 0,
  captions,
  locale,
}: ProductGalleryProps) {
  const shown = images.slice(0, GALLERY_MAX_IMAGES);
  const t = siteTexts(locale);
  const altOf = (src: string, i: number) => {
    const caption = captions?.get(src);
    const place =
      shown.length > 1 ? `, ${t("imagePlace", { number: i + 1, total: shown.length })}` : "";
    return caption ? `${name}, ${caption}${place}` : `${name}${place}`;
  };
  if (shown.length <= 1) {
    return (
      <div className="sw-gallery">
        <SafeImage
          locale={locale}
          className="sw-product-image"
          slot="product"
          src={shown[0]}
          alt={shown[0] ? altOf(shown[0], 0) : name}
          monogramOf={name}
          isPriority
        />
      </div>
    );
  }
  return (
    <div className="sw-gallery">
      <div className="sw-gallery-main">
        {shown.map((src, i) => (
          <SafeImage
            locale={locale}
            className="sw-product-image"
            slot="product"
            src={src}
            alt={altOf(src, i)}
            monogramOf={name}
            index={i}
            isPriority={i === priorityIndex}
            key={i}
          />
        ))}
      </div>
      <div className="sw-thumbs" role="group" aria-label={t("chooseImage")}>
        {shown.map((src, i) => (
          <span className="sw-thumb" key={i}>
            <input
              className="sw-gallery-input sw-visually-hidden"
              type="radio"
              name="sw-image"
              id={`sw-image-${i + 1}`}
              defaultChecked={i === 0}
            />
            <label htmlFor={`sw-image-${i + 1}`}>
              <SafeImage
                locale={locale}
                slot="thumb"
                src={src}
                alt={t("imageNumber", { number: i + 1 })}
                monogramOf={name}
                index={i}
              />
            </label>
          </span>
        ))}
      </div>
    </div>
  );
}
