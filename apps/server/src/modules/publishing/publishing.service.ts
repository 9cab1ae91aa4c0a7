import {
  PUBLISH_MESSAGES,
  PublishBody,
  type ActivateDeployResult,
  type DeployDto,
  type DeployListResult,
  type PublishResult,
} from "@shopwright/sdk";
import { pageMoves, type CatalogueProduct, type Layout, type Theme } from "@shopwright/site";
import type { StorefrontCollection } from "@shopwright/site/server";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { sha256 } from "../../deploys/content-hash.js";
import type { EncodedFile, FileToStore, SiteFileStore } from "../../deploys/file-store.js";
import { SOURCE_KEY, holdsFile, type DeployManifest } from "../../deploys/manifest.js";
import type { FileSweeper } from "../../deploys/sweep.js";
import { AppError, conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { EditorService } from "../editor/editor.service.js";
import { themeOf } from "../editor/editor.service.js";
import type { Store } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import type { BundledFonts } from "../../site-assets/bundled-fonts.js";
import type { SubsetFontFile } from "../../site-assets/font-subsets.js";
import type { PublishLocks } from "./publish-locks.js";
import { readSourceFile, sourceFileBytes, type DeploySource } from "./deploy-source.js";
import type { DeploySummaryRow, PublishingRepository } from "./publishing.repository.js";
import { DeployTooLargeError, type RenderPool } from "./render-pool.js";
import type { BuiltSite, PreviousBuild, SiteBuildInput } from "./site-build.js";
import type { SiteRedirects } from "./site-redirects.js";
import { slugCandidates } from "./site-slug.js";

/** The publish body as the route parsed it. */
type PublishInput = z.output<typeof PublishBody>;

/** How many versions of a site are kept for rollback (the live one always is). */
export const KEPT_DEPLOYS = 20;

const deployNotFound = () => notFound("deploy_not_found", PUBLISH_MESSAGES.deployNotFound);
const buildFailed = () => new AppError(422, "build_failed", PUBLISH_MESSAGES.buildFailed);
/** 413: the site's files come to more than a deploy may hold (PRODUCT.md §8). */
const deployTooLarge = (maxBytes: number) =>
  new AppError(413, "deploy_too_large", PUBLISH_MESSAGES.deployTooLarge(maxBytes));
/** 503: the file store failed, or another process held the store's publishing lock too long. */
export const publishingUnavailable = () =>
  new AppError(503, "publishing_unavailable", PUBLISH_MESSAGES.serviceUnavailable);

/** A built site whose rendered files are being compressed. */
type EncodingSite = BuiltSite & { encoded: Map<string, Promise<EncodedFile>> };

/** A deploy that went live: `store.published` for webhooks. */
export interface StorePublishedEvent {
  storeId: string;
  url: string;
  deploy: DeployDto;
  /** True for a rebuild after a product write rather than a publish. */
  isIncremental: boolean;
}

/** What an incremental publish did. */
export type RepublishOutcome =
  "not_published" | "no_source" | "unchanged" | "switched" | "superseded";

/**
 * How often a rebuild is redone when the live pointer moved meanwhile: under the store's
 * lock only a lock lost with its connection lets that happen.
 */
const REPUBLISH_ATTEMPTS = 3;

/** A deploy's source as a file of the file store. */
const sourceFile = (bytes: Buffer): FileToStore => ({
  bytes,
  contentType: "application/json",
  hash: sha256(bytes),
});

/**
 * Publishing (PRODUCT.md §7 `POST /store/{id}/publish`): a sequence of small named steps, each
 * failing with the code the editor maps to a PRODUCT.md §8 text. Files are written before the
 * live pointer moves, and the pointer moves in one statement. Publishes, rebuilds and
 * rollbacks of one store take turns (`locks`), in this process and across processes.
 */
export function createPublishingService(deps: {
  publishing: PublishingRepository;
  stores: Pick<StoresService, "reachable" | "reachableAfterWrites">;
  editor: Pick<EditorService, "save">;
  /** The store's published products in storefront order (name), read without a user. */
  catalogueOf: (storeId: string) => Promise<CatalogueProduct[]>;
  /** The store's collections with their published products (PRODUCT.md §3 "Collections"). */
  collectionsOf?: (storeId: string) => Promise<StorefrontCollection[]>;
  files: SiteFileStore;
  /** Deletes the files no deploy names any more, after pruning. */
  sweeper: Pick<FileSweeper, "deploysDeleted">;
  fonts: BundledFonts;
  /** The site's own subset font files (font-subsets.ts), or null for the variable files. */
  fontFiles: (theme: Theme, siteText: string) => Promise<SubsetFontFile[] | null>;
  siteCss: string;
  /** The commerce pages' stylesheet (their shell's own rules). */
  commerceCss?: string;
  script: string;
  /** The address of a site by its host label. */
  siteUrlOf: (slug: string) => string;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  /** Told when a publish or an incremental publish made a deploy live (webhooks). */
  published?: (event: StorePublishedEvent) => Promise<void>;
  /** One publish, rebuild or rollback of a store at a time, across processes too. */
  locks: Pick<PublishLocks, "run">;
  /** Where the site's old paths went (site_redirects). */
  redirects: Pick<SiteRedirects, "record">;
  /** Renders sites in worker threads, the stores taking turns (render-pool.ts). */
  renderer: Pick<RenderPool, "build" | "siteText">;
  limits: {
    /** The most bytes one deploy's files may come to (DEPLOY_MAX_MB). */
    deployMaxBytes: number;
    /** The most bytes a store's kept deploys may come to together (DEPLOYS_KEPT_MB). */
    keptBytes: number;
  };
}) {
  const { publishing, stores, files, log, locks } = deps;

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
  async function saveDraft(actor: Actor, row: Store, body: PublishInput) {
    if (body.jsonLayout) {
      const saved = await deps.editor.save(actor, row.id, {
        layout: body.jsonLayout,
        theme: body.theme,
        version: body.version,
        overwrite: body.overwrite,
      });
      return { layout: saved.layout, theme: saved.theme as Theme, version: saved.version };
    }
    // A store whose layout was never saved has nothing to publish (PRODUCT.md §8).
    if (row.layout === null) {
      throw conflict("layout_not_found", PUBLISH_MESSAGES.layoutNotFound);
    }
    return {
      layout: row.layout,
      theme: themeOf(row.theme) as Theme,
      version: row.version,
    };
  }

  /** Step 2: the store's site row, claiming a host label at the first publish. */
  async function siteOf(row: Store) {
    const existing = await publishing.findSite(row.id);
    if (existing) return existing;
    const candidates = slugCandidates(row.storeName, row.domain);
    const claimed = candidates.length ? await publishing.claimSite(row.id, candidates) : null;
    if (!claimed) {
      throw new AppError(422, "invalid_project_name", PUBLISH_MESSAGES.invalidProjectName);
    }
    return claimed;
  }

  /**
   * Step 4: every file, rendered by the shared renderers in worker threads; refused, with
   * nothing written, once the files come to more than a deploy may hold.
   */
  async function build(
    storeId: string,
    input: SiteBuildInput,
    previous: PreviousBuild | null,
  ): Promise<EncodingSite> {
    try {
      const encoded = new Map<string, Promise<EncodedFile>>();
      const built = await deps.renderer.build(storeId, input, previous, {
        maxBytes: deps.limits.deployMaxBytes,
        // Encoded by the render worker: gzip and brotli take turns with other stores too.
        onFile: (path, _file, encodedFile) => encoded.set(path, Promise.resolve(encodedFile)),
      });
      return { ...built, encoded };
    } catch (error) {
      if (error instanceof DeployTooLargeError) throw deployTooLarge(error.maxBytes);
      log.error({ err: error }, "site build failed");
      throw buildFailed();
    }
  }

  /**
   * Step 5: the new files into the file store, as one pack. A file whose bytes equal the
   * previous deploy's at the same path reuses its entry: unchanged pages cost nothing to write.
   */
  async function writeFiles(
    built: EncodingSite,
    source: Buffer,
    previous: DeployManifest | null,
  ): Promise<DeployManifest> {
    try {
      const manifest: DeployManifest = Object.fromEntries(built.reused);
      const toWrite: [string, FileToStore][] = [];
      for (const [path, file] of [...built.files, [SOURCE_KEY, sourceFile(source)] as const]) {
        const before = previous?.[path];
        if (holdsFile(before, file)) manifest[path] = before;
        else toWrite.push([path, file]);
      }
      const encoded = toWrite.map(([path, file]) => built.encoded.get(path) ?? files.encode(file));
      const stored = encoded.length ? await files.putPack(encoded) : [];
      toWrite.forEach(([path], i) => (manifest[path] = stored[i]!));
      return manifest;
    } catch (error) {
      log.error({ err: error }, "writing site files failed");
      throw publishingUnavailable();
    }
  }

  /** Step 6: a deploy of the built files, or the stored one with the same content. */
  async function storeDeploy(
    storeId: string,
    built: EncodingSite,
    source: DeploySource,
    meta: { storeVersion: number; createdBy: string | null; previous: DeployManifest | null },
  ) {
    const sourceBytes = sourceFileBytes({ source, pageKeys: built.pageKeys });
    // The source is part of what a deploy is: equal pages from another layout are another deploy.
    const contentHash = sha256(`${built.contentHash}\n${sha256(sourceBytes)}`);
    const existing = await publishing.findDeployByHash(storeId, contentHash);
    if (existing) return { deploy: existing, isNew: false };
    const manifest = await writeFiles(built, sourceBytes, meta.previous);
    const deploy = await publishing.insertDeploy(storeId, {
      contentHash,
      manifest,
      storeVersion: meta.storeVersion,
      pageCount: built.pageCount,
      fileCount: built.files.size + built.reused.size,
      bytes:
        [...built.files.values()].reduce((sum, file) => sum + file.bytes.length, 0) +
        [...built.reused.values()].reduce((sum, entry) => sum + entry.size, 0),
      createdBy: meta.createdBy,
    });
    return { deploy, isNew: true };
  }

  /** What every build shares besides its source and products, with the site's fonts. */
  async function buildInput(
    storeId: string,
    slug: string,
    source: DeploySource,
    products: CatalogueProduct[],
    collections: StorefrontCollection[],
  ): Promise<SiteBuildInput> {
    const input: SiteBuildInput = {
      ...source,
      products,
      collections,
      siteUrl: deps.siteUrlOf(slug),
      formAction: `/api/sites/${slug}/forms`,
      pathFormPrefix: `/sites/${slug}`,
      siteCss: deps.siteCss,
      commerceCss: deps.commerceCss,
      fonts: deps.fonts,
      script: deps.script,
    };
    const siteText = await deps.renderer.siteText(storeId, input).catch((error: unknown) => {
      log.error({ err: error }, "reading the site's text failed");
      throw buildFailed();
    });
    return { ...input, fontFiles: await deps.fontFiles(source.theme, siteText) };
  }

  /**
   * Step 7: the pages whose path this publish changed redirect from their old path (compared
   * with the layout that was live). The deploy is live already, so a failure is logged only.
   */
  async function keepOldPaths(storeId: string, before: Layout | undefined, after: Layout) {
    if (!before) return;
    try {
      await deps.redirects.record(storeId, pageMoves(before, after));
    } catch (error) {
      log.error({ err: error }, "recording the redirects of moved pages failed");
    }
  }

  /**
   * Drops old deploys past KEPT_DEPLOYS or the store's byte budget (never the live one); when
   * some went, their files are swept now and then, in the background.
   */
  async function prune(storeId: string) {
    try {
      const deleted = await publishing.pruneDeploys(storeId, {
        count: KEPT_DEPLOYS,
        bytes: deps.limits.keptBytes,
      });
      if (deleted > 0) deps.sweeper.deploysDeleted();
    } catch (error) {
      log.warn({ err: error }, "pruning old deploys failed");
    }
  }

  /**
   * The source the live deploy was built from and its manifest, or null when it kept none
   * (deploys of the first version of publishing). Older source files hold the source alone.
   */
  async function liveBuild(storeId: string, liveDeployId: string) {
    const live = await publishing.findDeployManifest(storeId, liveDeployId);
    const entry = live?.manifest[SOURCE_KEY];
    if (!live || !entry) return null;
    const bytes = await files.read(entry, "identity");
    if (!bytes) return null;
    const file = readSourceFile(bytes);
    return {
      source: file.source,
      previous: { manifest: live.manifest, pageKeys: file.pageKeys },
      storeVersion: live.storeVersion,
    };
  }

  /** One incremental rebuild from the deploy live now; "superseded" when that moved meanwhile. */
  async function republishOnce(storeId: string): Promise<RepublishOutcome> {
    const site = await publishing.findSite(storeId);
    if (!site?.liveDeployId) return "not_published";
    const live = await liveBuild(storeId, site.liveDeployId);
    if (!live) return "no_source";
    const products = await deps.catalogueOf(storeId);
    const collections = (await deps.collectionsOf?.(storeId)) ?? [];
    const built = await build(
      storeId,
      await buildInput(storeId, site.slug, live.source, products, collections),
      live.previous,
    );
    const { deploy, isNew } = await storeDeploy(storeId, built, live.source, {
      storeVersion: live.storeVersion,
      createdBy: null,
      previous: live.previous.manifest,
    });
    if (deploy.id === site.liveDeployId) return "unchanged";
    if (!(await publishing.setLiveIf(storeId, deploy.id, site.liveDeployId))) return "superseded";
    if (isNew) await prune(storeId);
    await deps.published?.({
      storeId,
      url: deps.siteUrlOf(site.slug),
      deploy: toDeployDto(deploy, deploy.id),
      isIncremental: true,
    });
    return "switched";
  }

  /** After a failed write: 404 when the store was deleted meanwhile (its delete finished first). */
  async function reachableStore(actor: Actor, storeId: string) {
    return stores.reachableAfterWrites(actor, storeId);
  }

  return {
    async publish(actor: Actor, storeId: string, body: PublishInput): Promise<PublishResult> {
      const row = await stores.reachable(actor, storeId, "store.publish");
      const draft = await saveDraft(actor, row, body);
      const source: DeploySource = {
        siteName: draft.theme.siteName ?? row.storeName,
        description: row.description,
        currency: row.currency,
        locale: row.locale,
        layout: draft.layout,
        theme: draft.theme,
      };
      // From the live deploy and the catalogue to the switch, no other publish or rebuild of
      // the store runs: a product edit made meanwhile is rebuilt after this, from this deploy.
      const locked = locks.run(row.id, async (): Promise<PublishResult> => {
        const site = await siteOf(row);
        // Pages whose inputs equal the live deploy's are taken from it, not rendered again.
        const live = site.liveDeployId
          ? await liveBuild(row.id, site.liveDeployId).catch((error: unknown) => {
              log.warn({ err: error }, "reading the live deploy failed; rendering every page");
              return null;
            })
          : null;
        const products = await deps.catalogueOf(row.id);
        const collections = (await deps.collectionsOf?.(row.id)) ?? [];
        const built = await build(
          row.id,
          await buildInput(row.id, site.slug, source, products, collections),
          live?.previous ?? null,
        );

        // The same content was deployed before: that version simply becomes live again.
        const { deploy, isNew } = await storeDeploy(row.id, built, source, {
          storeVersion: draft.version,
          createdBy: actor.userId,
          previous: live?.previous.manifest ?? null,
        });
        if (!(await publishing.setLive(row.id, deploy.id))) throw publishingUnavailable();
        await keepOldPaths(row.id, live?.source.layout, source.layout);
        if (isNew) await prune(row.id);
        return {
          url: deps.siteUrlOf(site.slug),
          deploy: toDeployDto(deploy, deploy.id),
          isNew,
          version: draft.version,
        };
      });
      // A store deleted while it publishes takes its site and deploys with it, and the steps
      // after fail on rows that are gone: that is the store not found, not a server error.
      const result = await locked.catch(async (error: unknown) => {
        await reachableStore(actor, storeId);
        throw error;
      });
      await deps.published?.({
        storeId: row.id,
        url: result.url,
        deploy: result.deploy,
        isIncremental: false,
      });
      return result;
    },

    /**
     * Incremental publish: re-renders the store's live deploy, from the layout that deploy
     * was built from and the catalogue as it is now, as a new deploy, then moves the live
     * pointer only if that deploy is still live. A store never published gets nothing.
     */
    async republish(storeId: string): Promise<RepublishOutcome> {
      for (let attempt = 1; ; attempt++) {
        const outcome = await locks.run(storeId, () => republishOnce(storeId));
        if (outcome !== "superseded" || attempt >= REPUBLISH_ATTEMPTS) return outcome;
      }
    },

    /** Of these products, the stores the user reaches that have a live site. */
    publishedStoresOf: (actor: Actor, productIds: string[]) =>
      publishing.publishedStoresOf(actor, productIds),

    async deploys(actor: Actor, storeId: string): Promise<DeployListResult> {
      const row = await stores.reachable(actor, storeId);
      const site = await publishing.findSite(row.id);
      if (!site) return { url: null, deploys: [] };
      const rows = await publishing.listDeploys(row.id, KEPT_DEPLOYS);
      return {
        url: deps.siteUrlOf(site.slug),
        deploys: rows.map((deploy) => toDeployDto(deploy, site.liveDeployId)),
      };
    },

    /** Rollback: makes an earlier deploy of the same store live again. */
    async activate(actor: Actor, storeId: string, deployId: string) {
      const row = await stores.reachable(actor, storeId, "store.publish");
      if (!isUuid(deployId)) throw deployNotFound();
      const [site, deploy] = await Promise.all([
        publishing.findSite(row.id),
        publishing.findDeploy(row.id, deployId),
      ]);
      if (!site || !deploy) throw deployNotFound();
      const isLive = await locks.run(row.id, () => publishing.setLive(row.id, deploy.id));
      if (!isLive) throw deployNotFound();
      const result: ActivateDeployResult = {
        url: deps.siteUrlOf(site.slug),
        deploy: toDeployDto(deploy, deploy.id),
      };
      return result;
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
