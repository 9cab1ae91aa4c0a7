import { StoreNotFound } from "../store/StoreNotFound";

/** The editor's answer to a store that does not exist or is out of reach: no editor at all. */
export function EditorNotFound() {
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-12 sm:py-20">
      <StoreNotFound />
    </main>
  );
}
