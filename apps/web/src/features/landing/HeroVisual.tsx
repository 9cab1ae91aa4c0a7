import { ArrowUp, Lock, ShoppingBag, Sparkles, TrendingUp, Undo2 } from "lucide-react";

const PRODUCTS = [
  {
    name: "Ethiopia Guji",
    notes: "Peach, jasmine",
    price: "$18",
    bag: "from-amber-600 to-orange-800",
  },
  {
    name: "Colombia Huila",
    notes: "Cocoa, cherry",
    price: "$16",
    bag: "from-rose-700 to-stone-800",
  },
  { name: "Kenya Nyeri", notes: "Blackcurrant", price: "$19", bag: "from-emerald-700 to-teal-900" },
];

// Demo content only (PRODUCT.md §1): the revenue figure and bars are made up, and labelled so.
const REVENUE_BARS = [
  "h-[32%]",
  "h-[45%]",
  "h-[38%]",
  "h-[52%]",
  "h-[48%]",
  "h-[61%]",
  "h-[57%]",
  "h-[66%]",
  "h-[62%]",
  "h-[74%]",
  "h-[70%]",
  "h-[84%]",
];

const CHAT = [
  { role: "user", text: "A warm, minimal store for our single-origin coffee." },
  {
    role: "assistant",
    text: "Done! I built a home page with a hero, a bestsellers grid and your story.",
  },
  { role: "user", text: "Make the hero warmer." },
] as const;

/** A mock of the builder: a browser frame with a coffee store, the AI chat and a demo revenue card. */
export function HeroVisual() {
  return (
    <div
      role="img"
      aria-label="Preview of the Shopwright builder: a coffee store being edited with the AI assistant, next to a revenue card showing sample data"
      className="relative mx-auto mt-16 max-w-5xl sm:mt-20"
    >
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-b from-brand-100/80 via-white/40 to-transparent ring-1 ring-brand-100/60 sm:-inset-6"
      />
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl shadow-brand-950/15 ring-1 ring-slate-900/10">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50/90 px-4 py-3">
          <div className="flex gap-1.5">
            <span className="size-3 rounded-full bg-red-400/80" />
            <span className="size-3 rounded-full bg-amber-400/80" />
            <span className="size-3 rounded-full bg-emerald-400/80" />
          </div>
          <div className="mx-auto flex h-7 min-w-0 max-w-xs flex-1 items-center justify-center gap-1.5 rounded-md bg-white px-3 text-xs text-slate-500 ring-1 ring-slate-200">
            <Lock className="size-3 shrink-0" />
            <span className="truncate">guji-coffee.shopwright.app</span>
          </div>
          <div className="hidden w-[3.25rem] sm:block" />
        </div>

        <div className="grid lg:grid-cols-[17rem_1fr]">
          <div className="hidden flex-col border-r border-slate-200 bg-slate-50/70 lg:flex">
            <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-800">
              <span className="grid size-6 place-items-center rounded-md bg-brand-600 text-white">
                <Sparkles className="size-3.5" />
              </span>
              AI Builder
            </div>
            <div className="flex-1 space-y-3 p-4 text-[13px] leading-5">
              {CHAT.map((message, index) =>
                message.role === "user" ? (
                  <p
                    key={index}
                    className="ml-6 rounded-2xl rounded-br-md bg-brand-600 px-3 py-2 text-white shadow-sm"
                  >
                    {message.text}
                  </p>
                ) : (
                  <p
                    key={index}
                    className="mr-4 rounded-2xl rounded-bl-md bg-white px-3 py-2 text-slate-700 shadow-sm ring-1 ring-slate-200"
                  >
                    {message.text}
                  </p>
                ),
              )}
              <div className="mr-4 rounded-2xl rounded-bl-md bg-white px-3 py-2 text-slate-700 shadow-sm ring-1 ring-slate-200">
                Updated the hero colours.
                <span className="mt-2 flex items-center gap-2 text-xs">
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-700 ring-1 ring-emerald-200">
                    1 section changed
                  </span>
                  <span className="inline-flex items-center gap-1 font-medium text-brand-600">
                    <Undo2 className="size-3" /> Undo
                  </span>
                </span>
              </div>
            </div>
            <div className="m-3 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-xs text-slate-400 shadow-sm ring-1 ring-slate-200">
              <span className="flex-1">Describe a change…</span>
              <span className="grid size-6 place-items-center rounded-lg bg-slate-900 text-white">
                <ArrowUp className="size-3.5" />
              </span>
            </div>
          </div>

          <div className="bg-white p-3 pb-12 sm:p-5">
            <div className="flex items-center justify-between px-1 pb-3 sm:pb-4">
              <span className="font-serif text-base font-semibold tracking-tight text-stone-900 sm:text-lg">
                Guji &amp; Co.
              </span>
              <span className="flex items-center gap-4 text-xs text-stone-500">
                <span className="hidden sm:inline">Shop</span>
                <span className="hidden sm:inline">Our story</span>
                <span className="hidden sm:inline">Journal</span>
                <ShoppingBag className="size-4 text-stone-700" />
              </span>
            </div>

            <div className="relative rounded-xl ring-2 ring-brand-500 ring-offset-2">
              <span className="absolute -top-3 left-3 z-10 rounded-md bg-brand-600 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-white uppercase">
                Hero
              </span>
              <div className="grid items-center gap-4 overflow-hidden rounded-xl bg-linear-to-br from-amber-100 via-orange-50 to-rose-100 p-5 sm:grid-cols-[1.2fr_1fr] sm:p-8">
                <div>
                  <p className="text-[11px] font-semibold tracking-widest text-orange-700 uppercase">
                    Roasted weekly
                  </p>
                  <p className="mt-2 font-serif text-2xl leading-tight font-semibold text-stone-900 sm:text-4xl">
                    Single-origin coffee, honestly sourced.
                  </p>
                  <span className="mt-4 inline-flex rounded-full bg-stone-900 px-4 py-2 text-xs font-medium text-white">
                    Shop the beans
                  </span>
                </div>
                <div className="hidden justify-center sm:flex">
                  <div className="relative h-40 w-28 rounded-t-[2.5rem] rounded-b-xl bg-linear-to-b from-amber-600 to-orange-900 shadow-xl shadow-orange-900/30">
                    <div className="absolute inset-x-3 top-12 rounded-md bg-amber-50/95 px-2 py-2 text-center">
                      <p className="font-serif text-[11px] font-semibold text-stone-900">Guji</p>
                      <p className="text-[9px] text-stone-500">Light roast</p>
                    </div>
                  </div>
                </div>
              </div>
            </div>

            <div className="mt-5 grid grid-cols-3 gap-2 sm:gap-4">
              {PRODUCTS.map((product) => (
                <div key={product.name} className="rounded-lg p-1 sm:p-2">
                  <div
                    className={`aspect-[4/3] rounded-lg bg-linear-to-br ${product.bag} opacity-90`}
                  />
                  <p className="mt-2 truncate text-[11px] font-semibold text-stone-900 sm:text-sm">
                    {product.name}
                  </p>
                  <p className="hidden truncate text-xs text-stone-500 sm:block">{product.notes}</p>
                  <p className="text-[11px] font-medium text-stone-700 sm:text-sm">
                    {product.price}
                  </p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="relative z-10 -mt-8 ml-auto mr-3 w-52 rounded-xl bg-white/95 p-3 shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/10 backdrop-blur sm:absolute sm:-bottom-10 sm:-right-6 sm:mr-0 sm:mt-0 sm:w-60 sm:p-4 lg:-right-12">
        <div className="flex items-center justify-between gap-2">
          <p className="text-[11px] font-medium text-slate-500 sm:text-xs">Revenue · 30 days</p>
          <span className="rounded-full bg-amber-50 px-1.5 py-0.5 text-[9px] font-semibold tracking-wide text-amber-700 uppercase ring-1 ring-amber-200">
            Demo
          </span>
        </div>
        <p className="mt-1 text-xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
          $12,480
        </p>
        <p className="flex items-center gap-1 text-[11px] font-medium text-emerald-600 sm:text-xs">
          <TrendingUp className="size-3.5" /> +18.2% vs last month
        </p>
        <div className="mt-3 flex h-10 items-end gap-1 sm:h-12">
          {REVENUE_BARS.map((height, index) => (
            <span
              key={index}
              className={`flex-1 rounded-sm bg-linear-to-t from-brand-500 to-brand-300 ${height}`}
            />
          ))}
        </div>
        <p className="mt-2 text-[10px] text-slate-400">Sample data for illustration</p>
      </div>

      <div className="absolute -left-6 bottom-16 hidden max-w-[15rem] rounded-2xl rounded-bl-md bg-slate-900 px-3 py-2 text-sm text-white shadow-xl shadow-slate-900/20 sm:block lg:hidden">
        <span className="flex items-center gap-1.5 font-medium text-brand-300">
          <Sparkles className="size-3.5" /> AI Builder
        </span>
        Make the hero warmer and add a bestsellers grid.
      </div>
    </div>
  );
}
