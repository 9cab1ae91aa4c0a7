/**
 * `transliterate` for the browser build: the package's tables (about 55 kB gzip, most of it
 * kanji and hanzi) are not part of the route that imports `slugify`, such as the editor, but
 * a chunk of their own, fetched once the route's own chunks are in and the page is idle. Until it has
 * arrived, text outside ASCII cannot be transliterated: `transliterate` throws
 * `TransliterationLoading` rather than guess, so a page path is never made by another rule
 * (`applyOps` refuses such an operation; a caller that can wait awaits `loadTransliteration`).
 * The server and the tests use `transliterate.ts`, whose tables load with it.
 */
type Transliterate = (text: string) => string;

/** Thrown by `transliterate` while the browser is still fetching the tables. */
export class TransliterationLoading extends Error {
  constructor() {
    super("The transliteration tables are still loading");
    this.name = "TransliterationLoading";
  }
}

let loaded: Transliterate | undefined;
let loading: Promise<void> | undefined;

/** Fetches the tables once (again after a failed fetch); resolves when `transliterate` can take any text. */
export function loadTransliteration(): Promise<void> {
  loading ??= import("transliteration").then(
    (module) => {
      loaded = module.transliterate;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function transliterate(text: string): string {
  if (loaded) return loaded(text);
  loadTransliteration().catch(() => {});
  throw new TransliterationLoading();
}

// Once the page is idle (the route loaded, perhaps still waiting for its data): the tables do
// not compete with the route's chunks, and a name typed into a dialog later finds them.
const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === "function"
    ? (run) => requestIdleCallback(run, { timeout: 2_000 })
    : (run) => setTimeout(run, 200);
whenIdle(() => loadTransliteration().catch(() => {}));
