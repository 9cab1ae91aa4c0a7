import { Check, GitFork, Server } from "lucide-react";
import { buttonClasses, ButtonLink } from "../../components/Button";
import { LINKS } from "../../lib/links";
import { PLANS } from "./landing.content";
import { SectionHeading } from "./SectionHeading";
import { StartButton } from "./StartButton";

/** The pricing-like block of PRODUCT.md §2: Free, Pro after the beta, and self-hosting at no cost. */
export function PricingSection({
  isVerified,
  onEnterCode,
}: {
  isVerified: boolean;
  onEnterCode: () => void;
}) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-white py-24 sm:py-32"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Free while you build. Pay when you sell."
          description="Build and preview for free. Paid plans add what a live store needs. And because Shopwright is open source, you can always run it yourself."
        />
        <div className="mx-auto mt-16 grid max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <article
              key={plan.name}
              className={`relative flex flex-col rounded-2xl p-8 ${
                plan.isFeatured
                  ? "bg-slate-900 text-white shadow-2xl shadow-brand-900/20 ring-1 ring-slate-900"
                  : "bg-white shadow-sm ring-1 ring-slate-200"
              }`}
            >
              <div className="flex items-center justify-between">
                <h3
                  className={`text-lg font-semibold ${plan.isFeatured ? "text-white" : "text-slate-900"}`}
                >
                  {plan.name}
                </h3>
                {plan.isFeatured && (
                  <span className="rounded-full bg-brand-500/20 px-2.5 py-0.5 text-xs font-medium text-brand-200 ring-1 ring-brand-400/30">
                    After the beta
                  </span>
                )}
              </div>
              <p
                className={`mt-2 text-sm ${plan.isFeatured ? "text-slate-400" : "text-slate-600"}`}
              >
                {plan.description}
              </p>
              <p className="mt-6 flex items-baseline gap-2">
                <span className="text-4xl font-semibold tracking-tight">{plan.price}</span>
                <span
                  className={`text-sm ${plan.isFeatured ? "text-slate-400" : "text-slate-500"}`}
                >
                  {plan.cadence}
                </span>
              </p>
              <ul
                className={`mt-8 flex-1 space-y-3 text-sm ${plan.isFeatured ? "text-slate-300" : "text-slate-700"}`}
              >
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-3">
                    <Check
                      className={`size-4 shrink-0 ${plan.isFeatured ? "text-brand-300" : "text-brand-600"}`}
                      aria-hidden
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-8">
                {plan.isFeatured ? (
                  <ButtonLink to="/contact" variant="secondary" size="lg" className="w-full">
                    Talk to us
                  </ButtonLink>
                ) : (
                  <StartButton
                    isVerified={isVerified}
                    onEnterCode={onEnterCode}
                    className="w-full"
                  />
                )}
              </div>
            </article>
          ))}
        </div>

        <div className="mx-auto mt-6 flex max-w-4xl flex-col gap-6 rounded-2xl bg-linear-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100 sm:flex-row sm:items-center">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
            <Server className="size-5" aria-hidden />
          </span>
          <div className="flex-1">
            <h3 className="font-semibold text-slate-900">Self-host it, free forever</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">
              Shopwright is open source under the MIT License. Run the whole product on your own
              server with{" "}
              <code className="whitespace-nowrap rounded bg-white px-1.5 py-0.5 font-mono text-[13px] text-slate-800 ring-1 ring-slate-200">
                npm install
              </code>{" "}
              and{" "}
              <code className="whitespace-nowrap rounded bg-white px-1.5 py-0.5 font-mono text-[13px] text-slate-800 ring-1 ring-slate-200">
                npm start
              </code>
              .
            </p>
          </div>
          <a
            href={LINKS.sourceRepository}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses("secondary")}
          >
            <GitFork className="size-4" aria-hidden />
            View source
          </a>
        </div>
      </div>
    </section>
  );
}
