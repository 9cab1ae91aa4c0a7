import { Star } from "lucide-react";
import type { Testimonial } from "./landing.content";

const RATING = 5;

function initialsOf(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
}

/** One quote of the community wall. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex w-72 shrink-0 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:w-80">
      <div
        className="flex gap-0.5 text-amber-400"
        aria-label={`Rated ${RATING} out of 5`}
        role="img"
      >
        {Array.from({ length: RATING }, (_, index) => (
          <Star key={index} className="size-4 fill-current" aria-hidden />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-[15px] leading-6 text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden
          className="grid size-9 place-items-center rounded-full bg-linear-to-br from-brand-400 to-violet-500 text-xs font-semibold text-white"
        >
          {initialsOf(testimonial.name)}
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900">
            {testimonial.name}
          </span>
          <span className="block truncate text-xs text-slate-500">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
