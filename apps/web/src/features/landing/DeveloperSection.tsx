import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CodeBlock } from "./CodeBlock";
import { CLI_SNIPPET, DEVELOPER_POINTS, SDK_SNIPPET } from "./landing.content";
import { SectionHeading } from "./SectionHeading";

/** PRODUCT.md §1: a command-line scaffold and an SDK call that creates a product. */
export function DeveloperSection() {
  return (
    <section
      id="developers"
      aria-labelledby="developers-title"
      className="relative isolate scroll-mt-16 overflow-hidden bg-slate-950 py-24 sm:py-32"
    >
      <div
        aria-hidden
        className="absolute -left-40 top-0 -z-10 size-[40rem] rounded-full bg-[radial-gradient(closest-side,var(--color-brand-700),transparent)] opacity-40 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -right-40 bottom-0 -z-10 size-[32rem] rounded-full bg-[radial-gradient(closest-side,var(--color-violet-800),transparent)] opacity-30 blur-3xl"
      />
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-end lg:gap-14">
          <SectionHeading
            id="developers-title"
            align="left"
            tone="dark"
            eyebrow="For developers"
            title="Scaffold from the terminal. Script with the SDK."
            description="Everything the editor does, your code can do too. Start a store in one command and manage it with a small, typed client."
          />
          <CodeBlock title="Terminal" code={CLI_SNIPPET} language="shell" className="min-w-0" />
        </div>
        <CodeBlock
          title="create-product.ts"
          code={SDK_SNIPPET}
          language="ts"
          className="mt-6 min-w-0"
        />
        <ul className="mt-14 grid gap-8 sm:grid-cols-3">
          {DEVELOPER_POINTS.map((point) => (
            <li key={point.title} className="flex gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/5 text-brand-300 ring-1 ring-white/10">
                <point.icon className="size-4" aria-hidden />
              </span>
              <div>
                <h3 className="font-medium text-white">{point.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-400">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link
          to="/docs"
          className="mt-12 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-300 hover:text-brand-200"
        >
          Read the developer docs
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
