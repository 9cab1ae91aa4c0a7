import { CHAT_TEXT } from "./chat.texts";

/** PRODUCT.md §2, §4: while generating, a skeleton of a page lies over the preview. */
export function PreviewSkeleton() {
  return (
    <div
      role="status"
      aria-label={CHAT_TEXT.generating}
      data-testid="preview-skeleton"
      className="absolute inset-0 z-10 overflow-hidden bg-white/80 backdrop-blur-[2px]"
    >
      <div className="animate-pulse space-y-8 p-6 sm:p-10">
        <div className="flex items-center justify-between">
          <div className="h-5 w-28 rounded bg-slate-200" />
          <div className="hidden gap-4 sm:flex">
            <div className="h-3 w-14 rounded bg-slate-200" />
            <div className="h-3 w-14 rounded bg-slate-200" />
            <div className="h-3 w-14 rounded bg-slate-200" />
          </div>
        </div>
        <div className="space-y-4 rounded-2xl bg-slate-100 px-6 py-12 text-center">
          <div className="mx-auto h-7 w-3/4 max-w-md rounded bg-slate-200" />
          <div className="mx-auto h-4 w-2/3 max-w-sm rounded bg-slate-200" />
          <div className="mx-auto h-9 w-32 rounded-lg bg-slate-300" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="space-y-3 rounded-xl bg-slate-100 p-4">
              <div className="aspect-[4/3] rounded-lg bg-slate-200" />
              <div className="h-3 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/3 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-6 flex justify-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-xs font-medium text-white shadow-lg">
          <span className="size-2 animate-ping rounded-full bg-brand-400" aria-hidden />
          {CHAT_TEXT.generating}
        </span>
      </div>
    </div>
  );
}
