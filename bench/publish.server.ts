/**
 * The server that publish.bench.ts measures, in a process of its own: the real server
 * (buildApp) on an embedded database and a site file store in a fresh DATA_DIR on disk, as
 * `npm start` runs it, with two commands: `seed` writes published products straight into the
 * database, and `render` times the pure in-process render of the store's live site.
 */
import type { AddressInfo } from "node:net";
import { SITE_SCRIPT } from "@shopwright/site/server";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { openDatabase } from "../apps/server/src/db/client.js";
import { products } from "../apps/server/src/db/schema.js";
import { createLocalSiteFileStore, siteFilesDir } from "../apps/server/src/deploys/file-store.js";
import { SOURCE_KEY } from "../apps/server/src/deploys/manifest.js";
import { readSiteCss } from "../apps/server/src/site-assets/site-css.js";
import { loadBundledFonts } from "../apps/server/src/site-assets/bundled-fonts.js";
import { createCatalogueReader } from "../apps/server/src/modules/publishing/index.js";
import { createPublishingRepository } from "../apps/server/src/modules/publishing/publishing.repository.js";
import { buildSiteFiles } from "../apps/server/src/modules/publishing/site-build.js";
import { siteUrlOf } from "../apps/server/src/modules/publishing/site-url.js";
import { runAsChildServer } from "./lib/child-server.js";

export interface PublishServerPayload {
  /** A fresh temporary directory for the embedded database and the published files. */
  dataDir: string;
}

/** Argument of the `seed` command. */
export interface SeedRequest {
  storeId: string;
  count: number;
}

/** Argument of the `render` command; it answers the milliseconds of each run. */
export interface RenderRequest {
  storeId: string;
  runs: number;
}

// prettier-ignore
const ORIGINS = ["Ethiopia", "Colombia", "Kenya", "Guatemala", "Brazil", "Peru", "Rwanda", "Honduras", "Sumatra", "Yemen"];
// prettier-ignore
const STYLES = ["Natural", "Washed", "Honey", "Espresso", "Filter", "Decaf", "Reserve", "Blend"];
const NOTES = ["blueberry", "dark chocolate", "jasmine", "stone fruit", "caramel", "citrus"];

/** A product of the seeded catalogue: varied names, prices, stock and one image each. */
function seededProduct(storeId: string, i: number) {
  const origin = ORIGINS[i % ORIGINS.length]!;
  const style = STYLES[Math.floor(i / ORIGINS.length) % STYLES.length]!;
  const note = NOTES[i % NOTES.length]!;
  return {
    storeId,
    name: `${origin} ${style} No. ${i + 1}`,
    description:
      `A ${style.toLowerCase()} coffee from ${origin} with notes of ${note}. ` +
      "Roasted in small batches and shipped within two days of roasting.",
    priceMinor: 900 + ((i * 37) % 2600),
    stock: (i * 13) % 120,
    images: [{ url: `/uploads/bench/coffee-${i % 40}.webp` }],
    status: "published" as const,
  };
}

runAsChildServer(async (payload) => {
  const { dataDir } = payload as PublishServerPayload;
  const config = await loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: "500",
    LOG_LEVEL: "warn",
    // BENCH_RENDER_THREADS=0 measures rendering in the server's own thread.
    ...(process.env.BENCH_RENDER_THREADS
      ? { RENDER_THREADS: process.env.BENCH_RENDER_THREADS }
      : {}),
  });
  const database = await openDatabase({ kind: "pglite", dataDir: `${config.dataDir}/pglite` });
  const app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: config.port });

  const catalogueOf = createCatalogueReader(database.db);
  const repository = createPublishingRepository(database.db);
  const files = createLocalSiteFileStore(siteFilesDir(config.dataDir));
  const fonts = loadBundledFonts();
  const siteCss = readSiteCss();

  /** The pure render: the live deploy's own source and today's catalogue, no writes. */
  async function render({ storeId, runs }: RenderRequest) {
    const site = await repository.findSite(storeId);
    const live = site?.liveDeployId
      ? await repository.findDeployManifest(storeId, site.liveDeployId)
      : null;
    const entry = live?.manifest[SOURCE_KEY];
    const bytes = entry ? await files.read(entry, "identity") : null;
    if (!site || !bytes) throw new Error("the store has no live deploy to render");
    const { source } = JSON.parse(bytes.toString("utf8")) as {
      source: Omit<
        Parameters<typeof buildSiteFiles>[0],
        "products" | "siteUrl" | "formAction" | "siteCss" | "fonts" | "script"
      >;
    };
    const catalogue = await catalogueOf(storeId);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const began = performance.now();
      buildSiteFiles({
        ...source,
        products: catalogue,
        siteUrl: siteUrlOf(config, site.slug),
        formAction: `/api/sites/${site.slug}/forms`,
        pathFormPrefix: `/sites/${site.slug}`,
        siteCss,
        fonts,
        script: SITE_SCRIPT,
      });
      times.push(performance.now() - began);
    }
    return times;
  }

  return {
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      await database.close();
    },
    commands: {
      seed: async (arg) => {
        const { storeId, count } = arg as SeedRequest;
        const rows = Array.from({ length: count }, (_, i) => seededProduct(storeId, i));
        for (let at = 0; at < rows.length; at += 500) {
          await database.db.insert(products).values(rows.slice(at, at + 500));
        }
        await database.noteWrites(products, count);
        return count;
      },
      render: (arg) => render(arg as RenderRequest),
    },
  };
});
