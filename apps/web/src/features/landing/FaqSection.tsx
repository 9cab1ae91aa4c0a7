import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FaqItem } from "./FaqItem";
import { FAQS } from "./landing.content";
import { SectionHeading } from "./SectionHeading";

/** PRODUCT.md §2: items open and close independently, so several can be open at once. */
export function FaqSection() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  function handleToggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-16 border-t border-slate-100 bg-slate-50 py-24 sm:py-32"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-5 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div>
          <SectionHeading
            id="faq-title"
            align="left"
            eyebrow="FAQ"
            title="Questions, answered"
            description="The short version of what people ask us most."
          />
          <p className="mt-8 text-sm text-slate-600">
            Still wondering about something?{" "}
            <Link
              to="/contact"
              className="inline-flex items-center gap-1 font-semibold text-brand-600 hover:text-brand-700"
            >
              Contact us
              <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          </p>
        </div>
        <div className="divide-y divide-slate-200 rounded-2xl bg-white px-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
          {FAQS.map((faq) => (
            <FaqItem key={faq.id} faq={faq} isOpen={openIds.has(faq.id)} onToggle={handleToggle} />
          ))}
        </div>
      </div>
    </section>
  );
}
