import type { HttpMethod } from "./docs.content";

const tones: Record<HttpMethod, string> = {
  GET: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  POST: "bg-brand-50 text-brand-700 ring-brand-200",
  PUT: "bg-amber-50 text-amber-800 ring-amber-200",
  DELETE: "bg-red-50 text-red-700 ring-red-200",
};

/** An HTTP method, colour-coded the way API references usually are. */
export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-flex w-16 justify-center rounded-md px-1.5 py-0.5 font-mono text-[11px] font-semibold ring-1 ring-inset ${tones[method]}`}
    >
      {method}
    </span>
  );
}
