import { editableText } from "../../render/editable-text.js";
import { Avatar } from "../../render/Avatar.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { Stars } from "../../render/Stars.js";
import { ItemSampleMark, sampleItemClass } from "../../render/SampleMark.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { isSampleItem } from "../../layout/unfinished-content.js";
import { claimsVerification, type TestimonialsProps } from "./testimonials.section.js";

/**
 * Renders quote cards with stars (PRODUCT.md §9: rating 5 when not given). Entries with a name but
 * no quote (partners, press, clients) render as a row of names instead. A sample review never
 * claims to be verified, in any mode (PRODUCT.md §4).
 */
export function TestimonialsSection({ props, theme, mode }: SectionRenderProps<TestimonialsProps>) {
  const items = props.items ?? [];
  const isSampleSection = isSampleItem(props);
  // Each entry keeps its index in `items`, the path its texts are edited at.
  const entries = items.map((item, index) => ({ item, index }));
  const quotes = entries.filter(({ item }) => item.quote);
  const names = entries.filter(({ item }) => !item.quote && item.author);
  return (
    <SectionShell name="testimonials" theme={theme} colors={props}>
      <SectionHeading title={props.title} mode={mode} />
      {quotes.length > 0 ? (
        <div className="sw-grid sw-grid-3">
          {quotes.map(({ item, index }) => {
            const role =
              (isSampleSection || isSampleItem(item)) && claimsVerification(item.role)
                ? undefined
                : item.role;
            return (
              <figure className={sampleItemClass("sw-card sw-quote", item, mode)} key={index}>
                <ItemSampleMark item={item} mode={mode} />
                <Stars rating={item.rating} />
                <blockquote>
                  <p {...editableText(mode, `items.${index}.quote`, "text")}>{item.quote}</p>
                </blockquote>
                <figcaption className="sw-person">
                  <Avatar name={item.author} src={item.avatar} />
                  <span>
                    <strong {...editableText(mode, `items.${index}.author`)}>{item.author}</strong>
                    {role ? (
                      <span className="sw-muted" {...editableText(mode, `items.${index}.role`)}>
                        {role}
                      </span>
                    ) : null}
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>
      ) : null}
      {names.length > 0 ? (
        <ul className="sw-logo-row">
          {names.map(({ item, index }) => (
            <li key={index} {...editableText(mode, `items.${index}.author`)}>
              {item.author}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
