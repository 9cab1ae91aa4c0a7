import { TESTIMONIALS, type Testimonial } from "./landing.content";
import { TestimonialCard } from "./TestimonialCard";

const ROWS: Testimonial[][] = [TESTIMONIALS.slice(0, 5), TESTIMONIALS.slice(5)];

/**
 * PRODUCT.md §1: nine static testimonials on a scrolling wall. Two rows drift in opposite directions;
 * each row is doubled for the seamless -50% loop and the copy is hidden from assistive tech.
 */
export function TestimonialWall() {
  return (
    <div className="relative space-y-6 overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
      {ROWS.map((row, rowIndex) => (
        <div
          key={rowIndex}
          className={`flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:animate-none ${
            rowIndex % 2 === 1 ? "[animation-direction:reverse]" : ""
          }`}
        >
          {[false, true].map((isCopy) => (
            <div
              key={String(isCopy)}
              aria-hidden={isCopy || undefined}
              className="flex shrink-0 items-stretch gap-6 pr-6"
            >
              {row.map((testimonial) => (
                <TestimonialCard key={testimonial.name} testimonial={testimonial} />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
