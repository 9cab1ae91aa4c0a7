const palettes = [
  "from-brand-500 to-violet-500",
  "from-sky-500 to-cyan-400",
  "from-emerald-500 to-teal-400",
  "from-amber-500 to-orange-400",
  "from-rose-500 to-pink-400",
  "from-fuchsia-500 to-purple-500",
];

const sizes = {
  sm: "size-9 rounded-lg text-sm",
  md: "size-10 rounded-lg text-base",
  lg: "size-14 rounded-xl text-xl",
};

/** A store's initial letter on a colour picked from its name, so each store keeps its own. */
export function StoreInitial({ name, size = "md" }: { name: string; size?: keyof typeof sizes }) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const palette = palettes[hash % palettes.length];
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center bg-linear-to-br font-semibold text-white shadow-sm ${palette} ${sizes[size]}`}
    >
      {name.trim().charAt(0).toUpperCase() || "S"}
    </span>
  );
}
