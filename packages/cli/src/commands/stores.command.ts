import type { CommandContext } from "../command-context.js";
import { formatTable } from "../output.js";
import { requireSession } from "../session.js";
import { createStore } from "../store-creation.js";

/** `shopwright stores list`: the stores the key can reach. */
export async function listStores(ctx: CommandContext): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const stores = await session.client.stores.list();
  const { output } = ctx;
  output.result({ stores }, () =>
    stores.length === 0
      ? "No stores yet: create one with `shopwright stores create <name>`"
      : formatTable(
          [
            ["ID", "NAME", "DOMAIN", "CREATED"],
            ...stores.map((store) => [
              store.id,
              store.storeName,
              store.domain,
              store.createdAt.slice(0, 10),
            ]),
          ],
          output.bold,
        ),
  );
}

export interface CreateStoreOptions {
  domain?: string;
  description?: string;
  theme?: string;
}

/** `shopwright stores create <name>`: a placeholder domain unless --domain names one. */
export async function createStoreCommand(
  ctx: CommandContext,
  name: string,
  options: CreateStoreOptions,
): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const store = await createStore(session.client, { name, ...options });
  const { output } = ctx;
  const { layout: _layout, theme: _theme, htmlContent: _html, ...summary } = store;
  output.result({ store: summary }, () => [
    `${output.green("✓")} Created ${output.bold(store.storeName)} (${store.id})`,
    `  domain: ${store.domain}${options.domain ? "" : output.dim(" (a placeholder; change it in the store's settings)")}`,
    options.theme
      ? `  theme: ${options.theme}. Publish it with \`shopwright publish --store ${store.id}\``
      : output.dim(
          `  Design it in the editor (or create it with --theme roastery), then \`shopwright publish --store ${store.id}\``,
        ),
  ]);
}
