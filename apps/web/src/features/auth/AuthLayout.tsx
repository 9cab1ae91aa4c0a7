import { ArrowLeft, ChartColumn, CreditCard, MousePointerClick, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/Logo";

const highlights = [
  { icon: Sparkles, text: "Describe your store and let the AI build the first draft" },
  { icon: MousePointerClick, text: "Refine every page in a drag and drop editor" },
  { icon: CreditCard, text: "Take payments from the first order" },
  { icon: ChartColumn, text: "Watch sales and visitors in one dashboard" },
];

const steps = ["Prompt", "Theme Preview", "Editor", "Launch Store"];

/** The split screen of sign-in and registration: a brand panel on desktop, the form beside it. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh bg-white">
      <aside className="relative hidden w-[44%] max-w-2xl flex-col justify-between overflow-hidden bg-brand-950 p-12 text-white lg:flex">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_20%_0%,rgb(99_102_241/0.45),transparent),radial-gradient(50%_40%_at_100%_100%,rgb(168_85_247/0.3),transparent)]"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-size-[40px_40px] mask-[radial-gradient(ellipse_at_top_left,black,transparent_75%)]"
        />

        <Link to="/" className="relative w-fit">
          <Logo className="text-white!" />
        </Link>

        <div className="relative max-w-md">
          <h2 className="text-3xl font-semibold leading-tight tracking-tight text-balance">
            Describe your store. Launch it the same day.
          </h2>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm text-brand-100">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon className="size-4" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>

          <figure className="mt-10 rounded-xl bg-white/5 p-4 ring-1 ring-white/10 backdrop-blur">
            <figcaption className="text-xs font-medium uppercase tracking-wider text-brand-300">
              Prompt
            </figcaption>
            <p className="mt-2 text-sm text-white/90">
              “A minimalist coffee roastery with a product grid, an about section and a dark
              footer.”
            </p>
            <ol className="mt-4 flex flex-wrap items-center gap-1.5 text-xs text-brand-200">
              {steps.map((step, index) => (
                <li key={step} className="flex items-center gap-1.5">
                  <span className="rounded-full bg-white/10 px-2 py-0.5 ring-1 ring-white/10">
                    {index + 1} {step}
                  </span>
                  {index < steps.length - 1 && <span aria-hidden>→</span>}
                </li>
              ))}
            </ol>
          </figure>
        </div>

        <p className="relative text-xs text-brand-300">Private beta · Free to build and preview</p>
      </aside>

      <main className="flex min-w-0 flex-1 flex-col px-5 py-5 sm:px-10 sm:py-8">
        <div className="flex items-center justify-between gap-4">
          <Link to="/" className="lg:invisible">
            <Logo />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-500 transition-colors hover:text-slate-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to Home
          </Link>
        </div>

        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm animate-fade-in">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-2 text-sm text-slate-500">{subtitle}</p>
            <div className="mt-8">{children}</div>
            <p className="mt-8 text-center text-sm text-slate-500">{footer}</p>
          </div>
        </div>
      </main>
    </div>
  );
}
