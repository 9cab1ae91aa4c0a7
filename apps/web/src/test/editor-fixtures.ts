import type { EditorDataDto, StoredThemeDto } from "@shopwright/sdk";
import { aTheme } from "./theme-fixtures";
// The editor fetches these on use or once it is idle; imported here, Vitest compiles them with
// the test file rather than within a test's time.
import "../features/editor/DragLayer";
import "../features/editor/SectionFields";
import "sonner";

type Section = EditorDataDto["layout"]["pages"][number]["sections"][number];

interface EditorDataOptions extends Partial<EditorDataDto> {
  /** The sections of the one page, Home: a hero titled "Fresh roasts weekly" unless given. */
  sections?: Section[];
  /** Tokens of the store's theme over the default theme: a blue primary colour unless given. */
  theme?: Partial<StoredThemeDto>;
}

/**
 * What `GET /api/store/s1/editor` answers in the editor's tests: store s1, "Acme Coffee" at
 * version 3 as its owner sees it, not yet approved, with one page (Home) and no products.
 * `layout`, `store` and the other fields of `overrides` replace the ones built here.
 */
export function editorData({
  sections = [{ id: "hero-1", type: "hero", props: { title: "Fresh roasts weekly" } }],
  theme = { primaryColor: "#2563eb" },
  ...overrides
}: EditorDataOptions = {}): EditorDataDto {
  return {
    success: true,
    store: {
      _id: "s1",
      storeName: "Acme Coffee",
      domain: "acme-coffee.com",
      currency: "USD",
      locale: "en-US",
      theme: aTheme(theme),
      version: 3,
      role: "owner",
      approved: false,
    },
    layout: { pages: [{ name: "Home", path: "/", sections }] },
    products: [],
    htmlContent: null,
    previewToken: "token-1",
    ...overrides,
  };
}
