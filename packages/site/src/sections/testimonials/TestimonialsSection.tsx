import { Avatar } from "../../render/Avatar.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { Stars } from "../../render/Stars.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { TestimonialsProps } from "./testimonials.section.js";

/**
 * Renders quote cards with stars (PRODUCT.md §9: rating 5 when not given). Entries with a name but
 * no quote (partners, press, clients) render as a row of names instead.
 */
export function TestimonialsSection({ props, theme }: SectionRenderProps<TestimonialsProps>) {
  const items = props.items ?? [];
  const quotes = items.filter((item) => item.quote);
  const names = items.filter((item) => !item.quote && item.author);
  return (
    <SectionShell name="testimonials" theme={theme} colors={props}>
      <SectionHeading title={props.title} />
      {quotes.length > 0 ? (
        <div className="sw-grid sw-grid-3">
          {quotes.map((item, i) => (
            <figure className="sw-card sw-quote" key={i}>
              <Stars rating={item.rating} />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="sw-person">
                <Avatar name={item.author} src={item.avatar} />
                <span>
                  <strong>{item.author}</strong>
                  {item.role ? <span className="sw-muted">{item.role}</span> : null}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      {names.length > 0 ? (
        <ul className="sw-logo-row">
          {names.map((item, i) => (
            <li key={i}>{item.author}</li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  );
}
