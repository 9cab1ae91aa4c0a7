import {
  ListProductsQuery,
  PUBLISH_MESSAGES,
  PublishBody,
  type ActivateDeployResult,
  type DeployDto,
  type DeployListResult,
  type LayoutJson,
  type ProductDto,
  type PublishResult,
} from "@shopwright/sdk";
import { normalizeLayout, type Theme } from "@shopwright/site";
import type { StorefrontProduct } from "@shopwright/site/server";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { DeployManifest, StoreRow } from "../../db/schema.js";
import { AppError, conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { EditorService } from "../editor/editor.service.js";
import { themeOf } from "../editor/editor.service.js";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import type { BundledFonts } from "./bundled-fonts.js";
import type { DeploySummaryRow, PublishingRepository } from "./publishing.repository.js";
import { buildSiteFiles, type BuiltSite } from "./site-build.js";
import type { SiteFileStore } from "./site-file-store.js";
import { slugCandidates } from "./site-slug.js";

/** The publish body as the route parsed it. */
type PublishInput = z.output<typeof PublishBody>;

/** How many versions of a site are kept for rollback (the live one always is). */
export const KEPT_DEPLOYS = 20;
/** Files written to the file store at once. */
const WRITE_CONCURRENCY = 8;

const deployNotFound = () => notFound("deploy_not_found", PUBLISH_MESSAGES.deployNotFound);
const buildFailed = () => new AppError(422, "build_failed", PUBLISH_MESSAGES.buildFailed);
const unavailable = () =>
  new AppError(503, "publishing_unavailable", PUBLISH_MESSAGES.serviceUnavailable);

/** The published products of a store, as its storefront shows them. */
function toStorefrontProduct(product: ProductDto): StorefrontProduct {
  return {
    id: product._id,
    name: product.name,
    description: product.description || undefined,
    price: product.price,
    images: product.images.map((image) => image.url),
    isInStock: product.stock > 0,
  };
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Publishing (SPEC 7 `POST /store/{id}/publish`): a sequence of small named steps, each
 * failing with the code the editor maps to a SPEC 8 text. Files are written before the
 * live pointer moves, and the pointer moves in one statement.
 */
export function createPublishingService(deps: {
  publishing: PublishingRepository;
  stores: Pick<StoresService, "reachable">;
  editor: Pick<EditorService, "save">;
  products: Pick<ProductsService, "list">;
  files: SiteFileStore;
  fonts: BundledFonts;
  siteCss: string;
  script: string;
  /** The address of a site by its host label. */
  siteUrlOf: (slug: string) => string;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
}) {
  const { publishing, stores, files, log } = deps;

  const toDeployDto = (row: DeploySummaryRow, liveId: string | null): DeployDto => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    isLive: row.id === liveId,
    storeVersion: row.storeVersion,
    pageCount: row.pageCount,
    fileCount: row.fileCount,
    bytes: row.bytes,
  });

  /** Step 1: the layout and theme to publish: the given one saved first, else the saved one. */
  async function saveDraft(userId: string, row: StoreRow, body: PublishInput) {
    if (body.jsonLayout) {
      const saved = await deps.editor.save(userId, row.id, {
        layout: body.jsonLayout,
        theme: body.theme,
        version: body.version,
      });
      return { layout: saved.layout, theme: saved.theme as Theme, version: saved.version };
    }
    // A store whose layout was never saved has nothing to publish (SPEC 8).
    if (Object.keys(row.layout).length === 0) {
      throw conflict("layout_not_found", PUBLISH_MESSAGES.layoutNotFound);
    }
    return {
      layout: normalizeLayout(row.layout) as LayoutJson,
      theme: themeOf(row.theme) as Theme,
      version: row.version,
    };
  }

  /** Step 2: the store's site row, claiming a host label at the first publish. */
  async function siteOf(row: StoreRow) {
    const existing = await publishing.findSite(row.id);
    if (existing) return existing;
    const candidates = slugCandidates(row.storeName, row.domain);
    const claimed = candidates.length ? await publishing.claimSite(row.id, candidates) : null;
    if (!claimed) {
      throw new AppError(422, "invalid_project_name", PUBLISH_MESSAGES.invalidProjectName);
    }
    return claimed;
  }

  /** Step 3: every published product, a page of the products list at a time. */
  async function publishedProducts(userId: string, storeId: string) {
    const all: StorefrontProduct[] = [];
    for (let page = 1; ; page++) {
      const query = ListProductsQuery.parse({ status: "published", limit: 100, page });
      const result = await deps.products.list(userId, storeId, query);
      all.push(...result.products.map(toStorefrontProduct));
      if (page >= result.totalPages) return all;
    }
  }

  /** Step 4: every file, rendered in process by the shared renderers. */
  function build(input: Parameters<typeof buildSiteFiles>[0]): BuiltSite {
    try {
      return buildSiteFiles(input);
    } catch (error) {
      log.error({ err: error }, "site build failed");
      throw buildFailed();
    }
  }

  /** Step 5: the files into the file store (already stored ones are skipped). */
  async function writeFiles(built: BuiltSite): Promise<DeployManifest> {
    try {
      const entries = [...built.files.entries()];
      const stored = await eachLimited(entries, WRITE_CONCURRENCY, ([, file]) =>
        files.put(file.bytes, file.contentType),
      );
      return Object.fromEntries(entries.map(([path], i) => [path, stored[i]!]));
    } catch (error) {
      log.error({ err: error }, "writing site files failed");
      throw unavailable();
    }
  }

  async function reachableStore(userId: string, storeId: string) {
    return stores.reachable(userId, storeId);
  }

  return {
    async publish(userId: string, storeId: string, body: PublishInput): Promise<PublishResult> {
      const row = await reachableStore(userId, storeId);
      const draft = await saveDraft(userId, row, body);
      const site = await siteOf(row);
      const siteUrl = deps.siteUrlOf(site.slug);
      const built = build({
        siteName: draft.theme.siteName ?? row.storeName,
        description: row.description,
        currency: row.currency,
        locale: row.locale,
        layout: draft.layout,
        theme: draft.theme,
        products: await publishedProducts(userId, row.id),
        siteUrl,
        formAction: `/api/sites/${site.slug}/forms`,
        siteCss: deps.siteCss,
        fonts: deps.fonts,
        script: deps.script,
      });

      // The same content was deployed before: that version simply becomes live again.
      let deploy = await publishing.findDeployByHash(row.id, built.contentHash);
      const isNew = deploy === null;
      if (!deploy) {
        const manifest = await writeFiles(built);
        deploy = await publishing.insertDeploy(row.id, {
          contentHash: built.contentHash,
          manifest,
          storeVersion: draft.version,
          pageCount: built.pageCount,
          fileCount: built.files.size,
          bytes: [...built.files.values()].reduce((sum, file) => sum + file.bytes.length, 0),
          createdBy: userId,
        });
      }
      if (!(await publishing.setLive(row.id, deploy.id))) throw unavailable();
      if (isNew) {
        await publishing.pruneDeploys(row.id, KEPT_DEPLOYS).catch((error: unknown) => {
          log.warn({ err: error }, "pruning old deploys failed");
        });
      }
      return {
        url: siteUrl,
        deploy: toDeployDto(deploy, deploy.id),
        isNew,
        version: draft.version,
      };
    },

    async deploys(userId: string, storeId: string): Promise<DeployListResult> {
      const row = await reachableStore(userId, storeId);
      const site = await publishing.findSite(row.id);
      if (!site) return { url: null, deploys: [] };
      const rows = await publishing.listDeploys(row.id, KEPT_DEPLOYS);
      return {
        url: deps.siteUrlOf(site.slug),
        deploys: rows.map((deploy) => toDeployDto(deploy, site.liveDeployId)),
      };
    },

    /** Rollback: makes an earlier deploy of the same store live again. */
    async activate(userId: string, storeId: string, deployId: string) {
      const row = await reachableStore(userId, storeId);
      if (!isUuid(deployId)) throw deployNotFound();
      const [site, deploy] = await Promise.all([
        publishing.findSite(row.id),
        publishing.findDeploy(row.id, deployId),
      ]);
      if (!site || !deploy) throw deployNotFound();
      if (!(await publishing.setLive(row.id, deploy.id))) throw deployNotFound();
      const result: ActivateDeployResult = {
        url: deps.siteUrlOf(site.slug),
        deploy: toDeployDto(deploy, deploy.id),
      };
      return result;
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
