import { access, mkdir, writeFile } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import { CliError } from "../cli-error.js";
import type { CommandContext } from "../command-context.js";
import { PROJECT_FILE, writeProject, type ProjectConfig } from "../project-file.js";
import { DEFAULT_SERVER_URL } from "../server-url.js";
import { findSession } from "../session.js";
import { createStore, DEFAULT_THEME } from "../store-creation.js";
import { SAMPLE_PRODUCTS_CSV, starterReadme, storeNameFromDirectory } from "../starter-project.js";

export interface InitOptions {
  name?: string;
  domain?: string;
  theme?: string;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * `shopwright init <dir>`: a starter project (shopwright.json, products.csv, README.md). When
 * logged in it creates the store now; otherwise the first `publish` after login does.
 */
export async function init(ctx: CommandContext, dir: string, options: InitOptions): Promise<void> {
  const target = resolve(ctx.cwd, dir);
  const files = [PROJECT_FILE, "products.csv", "README.md"].map((file) => join(target, file));
  for (const file of files) {
    if (await exists(file)) {
      throw new CliError(`${file} already exists`, 1, "Choose a new directory for the project.");
    }
  }
  const storeName = options.name?.trim() || storeNameFromDirectory(basename(target));
  const theme = options.theme ?? DEFAULT_THEME;
  const session = await findSession(ctx.env);
  if (session) ctx.serverUrl = session.url;
  const store = session
    ? await createStore(session.client, { name: storeName, domain: options.domain, theme })
    : null;
  const config: ProjectConfig = {
    storeId: store?.id ?? null,
    storeName,
    domain: store?.domain ?? options.domain ?? null,
    theme,
    products: "products.csv",
    ...(session ? { server: session.url } : {}),
  };
  await mkdir(target, { recursive: true });
  await writeProject(join(target, PROJECT_FILE), config);
  await writeFile(join(target, "products.csv"), SAMPLE_PRODUCTS_CSV);
  await writeFile(
    join(target, "README.md"),
    starterReadme(storeName, session?.url ?? DEFAULT_SERVER_URL),
  );

  const { output } = ctx;
  const shown = relative(ctx.cwd, target) || ".";
  output.result(
    {
      dir: target,
      project: config,
      store: store ? { id: store.id, storeName: store.storeName, domain: store.domain } : null,
    },
    () => [
      `${output.green("✓")} Created ${shown}/ with ${PROJECT_FILE}, products.csv and README.md`,
      store
        ? `  Store ${output.bold(store.storeName)} (${store.id}) created with the ${theme} theme`
        : `  ${output.yellow("Not logged in:")} run \`npx shopwright login\`; your first publish then creates the store.`,
      "",
      "Next:",
      `  cd ${shown} && npx shopwright publish`,
    ],
  );
}
