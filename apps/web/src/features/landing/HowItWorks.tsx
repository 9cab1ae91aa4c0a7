import { SectionHeading } from "./SectionHeading";
import { STEPS } from "./landing.content";

/** PRODUCT.md §1: Prompt, Theme Preview, Editor, Launch Store, in that order. */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 border-y border-slate-100 bg-slate-50 py-24 sm:py-32"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From idea to open for business in four steps"
          description="No templates to wade through and no blank canvas to stare at."
        />
        <div className="relative mt-16">
          <div
            aria-hidden
            className="absolute left-0 right-0 top-6 hidden h-px bg-linear-to-r from-transparent via-brand-200 to-transparent lg:block"
          />
          <ol className="relative grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {STEPS.map((step) => (
              <li key={step.number} className="relative">
                <div className="flex items-center gap-3">
                  <span className="relative grid size-12 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
                    <step.icon className="size-5" aria-hidden />
                    <span className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white ring-4 ring-slate-50">
                      {step.number}
                    </span>
                  </span>
                </div>
                <h3 className="mt-6 text-base font-semibold text-slate-900">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
