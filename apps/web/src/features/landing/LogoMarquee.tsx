import { BRANDS } from "./landing.content";

/** A slow, endless row of (made-up) wordmarks; the row is doubled so the -50% loop is seamless. */
export function LogoMarquee() {
  return (
    <section
      aria-labelledby="marquee-title"
      className="border-y border-slate-100 bg-slate-50/60 py-10"
    >
      <h2 id="marquee-title" className="px-5 text-center text-sm font-medium text-slate-500">
        Made for independent brands of every kind: roasters, studios, outfitters and more
      </h2>
      <div className="relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]">
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:animate-none">
          {[false, true].map((isCopy) => (
            <ul
              key={String(isCopy)}
              aria-hidden={isCopy || undefined}
              className="flex shrink-0 items-center gap-14 pr-14"
            >
              {BRANDS.map((brand) => (
                <li
                  key={brand.name}
                  className={`whitespace-nowrap text-xl text-slate-400 transition-colors hover:text-slate-600 ${brand.className}`}
                >
                  {brand.name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
