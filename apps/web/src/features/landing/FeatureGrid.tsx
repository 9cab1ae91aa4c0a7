import { Check } from "lucide-react";
import { FEATURES } from "./landing.content";
import { SectionHeading } from "./SectionHeading";

/** PRODUCT.md §1: the four features, in a two-by-two grid. */
export function FeatureGrid() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-white py-24 sm:py-32"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a new store needs, nothing it doesn’t"
          description="Start with a conversation, finish in an editor that respects your taste. Payments and analytics are built in, not bolted on."
        />
        <div className="mt-16 grid gap-6 md:grid-cols-2">
          {FEATURES.map((feature) => (
            <article
              key={feature.title}
              className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:border-brand-200 hover:shadow-lg hover:shadow-brand-900/5 sm:p-8"
            >
              <div
                aria-hidden
                className="absolute -right-16 -top-16 size-48 rounded-full bg-brand-100/60 opacity-0 blur-2xl transition-opacity group-hover:opacity-100"
              />
              <span className="relative grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <feature.icon className="size-5" aria-hidden />
              </span>
              <h3 className="relative mt-6 text-lg font-semibold text-slate-900">
                {feature.title}
              </h3>
              <p className="relative mt-2 leading-7 text-slate-600">{feature.description}</p>
              <ul className="relative mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                {feature.points.map((point) => (
                  <li key={point} className="flex items-center gap-1.5">
                    <Check className="size-4 text-brand-500" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
