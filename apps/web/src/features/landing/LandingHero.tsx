import { BookOpen, Lock, PartyPopper } from "lucide-react";
import { ButtonLink } from "../../components/Button";
import { HeroVisual } from "./HeroVisual";
import { StartButton } from "./StartButton";

/** The pitch, the gated call to action and the product visual (PRODUCT.md §1, §2). */
export function LandingHero({
  isVerified,
  onEnterCode,
}: {
  isVerified: boolean;
  onEnterCode: () => void;
}) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-slate-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-slate-200)_1px,transparent_1px)] bg-[size:56px_56px] opacity-50 [mask-image:radial-gradient(ellipse_60%_50%_at_50%_0%,black_30%,transparent_100%)]"
      />
      <div
        aria-hidden
        className="absolute left-1/2 top-0 -z-10 h-[36rem] w-[72rem] -translate-x-1/2 -translate-y-1/3 rounded-full bg-[radial-gradient(closest-side,var(--color-brand-200),transparent)] opacity-70 blur-3xl"
      />

      <div className="mx-auto max-w-6xl px-5 pb-24 pt-16 sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 backdrop-blur">
            {isVerified ? (
              <>
                <PartyPopper className="size-4 text-brand-600" aria-hidden />
                You’re in. Welcome to the private beta
              </>
            ) : (
              <>
                <Lock className="size-3.5 text-brand-600" aria-hidden />
                Private beta: sign-up is invite-only
              </>
            )}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-6xl"
          >
            Describe your store.{" "}
            <span className="block bg-linear-to-r from-brand-600 via-violet-600 to-fuchsia-500 bg-clip-text text-transparent">
              Launch it today.
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
            Shopwright is the AI-assisted store builder for entrepreneurs and developers. Turn a
            prompt into a complete online store, polish it in a fast visual editor, take payments
            and ship. Open source, and yours to host.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <StartButton isVerified={isVerified} onEnterCode={onEnterCode} />
            <ButtonLink
              to="/docs"
              variant="secondary"
              size="lg"
              icon={<BookOpen className="size-4" aria-hidden />}
            >
              Read the docs
            </ButtonLink>
          </div>
          {!isVerified && (
            <p className="mt-4 text-sm text-slate-500">
              Got an invite link? Opening it unlocks sign-up right away.
            </p>
          )}
        </div>

        <HeroVisual />
      </div>
    </section>
  );
}
