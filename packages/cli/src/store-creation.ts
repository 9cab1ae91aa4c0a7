import { randomBytes } from "node:crypto";
import { ApiError, slugify, type ShopwrightClient, type StoreDto } from "@shopwright/sdk";
import { CliError, EXIT_CODES } from "./cli-error.js";

/** The starter theme of `init`: a coffee shop, to match the sample products. */
export const DEFAULT_THEME = "roastery";

/**
 * A placeholder domain for a store created without one (the API requires a domain):
 * `{name}.example.com`, a reserved name that never reaches a real site.
 */
export function placeholderDomain(storeName: string, suffix = ""): string {
  return `${slugify(storeName) || "store"}${suffix}.example.com`;
}

/** Fails with the list of starter themes when `themeId` is not one of them. */
export async function assertThemeExists(client: ShopwrightClient, themeId: string): Promise<void> {
  const themes = await client.editor.themes();
  if (!themes.some((theme) => theme.id === themeId)) {
    throw new CliError(
      `There is no starter theme "${themeId}"`,
      EXIT_CODES.usage,
      `Choose one of: ${themes.map((theme) => theme.id).join(", ")}`,
    );
  }
}

/**
 * Creates a store; without a domain it takes a placeholder, numbered again when taken.
 * With a theme, the store starts from that starter theme's pages, so it can be published.
 */
export async function createStore(
  client: ShopwrightClient,
  input: { name: string; domain?: string | null; description?: string; theme?: string },
): Promise<StoreDto> {
  if (input.theme) await assertThemeExists(client, input.theme);
  let store: StoreDto | undefined;
  for (let attempt = 0; !store; attempt += 1) {
    const domain =
      input.domain ??
      placeholderDomain(input.name, attempt === 0 ? "" : `-${randomBytes(2).toString("hex")}`);
    try {
      store = await client.stores.create({
        storeName: input.name,
        domain,
        description: input.description,
      });
    } catch (error) {
      const isPlaceholderTaken =
        !input.domain && error instanceof ApiError && error.code === "domain_taken";
      if (!isPlaceholderTaken || attempt >= 4) throw error;
    }
  }
  if (input.theme)
    store = await client.editor.chooseTheme({ storeId: store.id, themeId: input.theme });
  return store;
}
