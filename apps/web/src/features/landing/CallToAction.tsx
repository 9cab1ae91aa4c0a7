import { StartButton } from "./StartButton";

/** The closing band: one more, gated, way in. */
export function CallToAction({
  isVerified,
  onEnterCode,
}: {
  isVerified: boolean;
  onEnterCode: () => void;
}) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-5 pb-24 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-600 px-6 py-16 text-center shadow-xl shadow-brand-900/20 sm:px-16 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_20%_0%,var(--color-brand-400),transparent),radial-gradient(50%_70%_at_90%_100%,var(--color-violet-500),transparent)] opacity-80"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          Your store is one prompt away
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">
          {isVerified
            ? "Your invite is verified. Create your account and describe your first store."
            : "Sign-up is invite-only during the private beta. Have a code? You’re a minute from your first draft."}
        </p>
        <div className="mt-8 flex justify-center">
          <StartButton isVerified={isVerified} onEnterCode={onEnterCode} variant="secondary" />
        </div>
      </div>
    </section>
  );
}
