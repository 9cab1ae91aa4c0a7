import {
  bareDomainOf,
  FORM_FIELD_RULES,
  reservedFor,
  FORM_MESSAGES,
  type FormSubmissionDto,
  type FormSubmissionListResult,
  type FormType,
  type ListFormSubmissionsQuery,
} from "@shopwright/sdk";
import { getSectionDefinition, type SectionForm } from "@shopwright/site";
import { shopTexts, type ShopTexts } from "@shopwright/site/server";
import { z } from "zod";
import type { SiteFileStore } from "../../deploys/file-store.js";
import { SHELL_KEY, type DeployManifest } from "../../deploys/manifest.js";
import { badRequest, notFound } from "../../http/app-error.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import { formText } from "./form-texts.js";
import type { SiteTargets } from "./site-targets.js";
import type { SitesRepository, SiteTarget } from "./sites.repository.js";

/**
 * What a request's host names: a site (maybe not published yet), or (null) the admin. On the
 * other host of a store domain's pair, `canonicalHost` is the one the owner entered.
 */
export type HostTarget = { site: SiteTarget | null; canonicalHost?: string } | null;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IP = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;
// Manifests never change under an id; a few hundred recent ones stay in memory.
const MANIFEST_CACHE_SIZE = 200;

const siteNotFound = () => notFound("site_not_found", "There is no site at this address");

const FORMS = new Map<FormType, { form: SectionForm; fields: z.ZodObject }>();

/** What a storefront form accepts: its section's `form`, with the contract's field rules. */
function storefrontForm(formType: FormType): { form: SectionForm; fields: z.ZodObject } {
  let found = FORMS.get(formType);
  if (!found) {
    const form = getSectionDefinition(formType).form;
    if (!form) throw new Error(`The ${formType} section declares no form`);
    const fields = z.object(Object.fromEntries(form.fields.map((f) => [f, FORM_FIELD_RULES[f]])));
    found = { form, fields };
    FORMS.set(formType, found);
  }
  return found;
}

/** Hosting and storefront forms: which site a host names, its files, what visitors send. */
export function createSitesService(deps: {
  sites: SitesRepository;
  /** The site a slug or domain names, remembered where that is safe (site-targets.ts). */
  targets: Pick<SiteTargets, "findBySlug" | "findByDomain" | "domainChanged">;
  stores: Pick<StoresService, "reachable" | "forStorefront">;
  /** SITES_DOMAIN: sites answer at {slug}.{sitesDomain}. */
  sitesDomain: string;
  /** Host names of the admin besides SITES_DOMAIN itself (PUBLIC_URL's). */
  adminHosts: readonly string[];
  /** Deploys' files: the dynamic pages' shell is read from the live one. */
  files: Pick<SiteFileStore, "read">;
  /** The shell of a deploy made before deploys had one: the default theme's frame. */
  fallbackShell: string;
}) {
  const { sites, targets } = deps;
  const adminHosts = new Set(["localhost", deps.sitesDomain, ...deps.adminHosts]);
  const manifests = new Map<string, DeployManifest>();
  const shells = new Map<string, string>();
  // What each request's host named, decided once per request (hosting's hook, then commerce).
  const hostOfRequest = new WeakMap<object, Promise<HostTarget>>();
  return {
    /**
     * The site a Host names: `{slug}.{SITES_DOMAIN}` always means a site (published or
     * not); another host is a site when it is a store's verified domain or the other host of
     * its pair (www. added or dropped); the admin's own hosts and IP addresses never are.
     * Null means "serve the admin".
     */
    async resolveHost(hostname: string): Promise<HostTarget> {
      const host = hostname.toLowerCase().replace(/\.$/, "");
      if (adminHosts.has(host) || IP.test(host)) return null;
      const suffix = `.${deps.sitesDomain}`;
      if (host.endsWith(suffix)) {
        const label = host.slice(0, -suffix.length);
        return { site: LABEL.test(label) ? await targets.findBySlug(label) : null };
      }
      // The server's own hosts (the admin's www. twin, say) never name a store, whatever a
      // store row says (docs/PRODUCT.md "Your own domain").
      const isReserved = deps.adminHosts.some((adminHost) =>
        reservedFor(host, { adminHost, sitesDomain: deps.sitesDomain }),
      );
      if (isReserved) return null;
      const found = await targets.findByDomain(bareDomainOf(host));
      if (!found) return null;
      return found.domain === host
        ? { site: found.site }
        : { site: found.site, canonicalHost: found.domain };
    },

    /** `resolveHost` of a request's host, looked up once however often it is asked. */
    targetOf(request: { hostname: string }): Promise<HostTarget> {
      let target = hostOfRequest.get(request);
      if (!target) {
        target = this.resolveHost(request.hostname);
        hostOfRequest.set(request, target);
      }
      return target;
    },

    findBySlug: (slug: string) => (LABEL.test(slug) ? targets.findBySlug(slug) : null),

    /** Whether a published site answers at `{slug}.{SITES_DOMAIN}`. */
    hasSite: async (slug: string) => LABEL.test(slug) && (await targets.findBySlug(slug)) !== null,

    /** A bare domain started or stopped being served: forget it here and on the peers. */
    domainChanged: (bare: string) => targets.domainChanged(bare),

    /** A deploy's manifest; deploys are immutable, so it is cached by id. */
    async manifestOf(deployId: string): Promise<DeployManifest | null> {
      const cached = manifests.get(deployId);
      if (cached) return cached;
      const manifest = await sites.manifestOf(deployId);
      if (manifest) {
        if (manifests.size >= MANIFEST_CACHE_SIZE) {
          manifests.delete(manifests.keys().next().value!);
        }
        manifests.set(deployId, manifest);
      }
      return manifest;
    },

    /**
     * Where a path the live deploy lacks moved to (docs/PRODUCT.md "Search engines and shared
     * links"): the redirect's target, when the same deploy has a page there; else null, so
     * a path that exists again, or a move to a page since removed, is never redirected.
     */
    async movedPathOf(
      site: Pick<SiteTarget, "storeId">,
      manifest: DeployManifest,
      path: string,
    ): Promise<string | null> {
      if (!path.startsWith("/") || Object.hasOwn(manifest, path)) return null;
      const to = await sites.redirectOf(site.storeId, path);
      return to && to !== path && Object.hasOwn(manifest, to) ? to : null;
    },

    /**
     * The page around a site's cart, checkout and order pages: its live deploy's shell (its
     * navbar, footer, theme and fonts, with the markers `fillShell` replaces), kept per deploy.
     */
    async shellOf(site: Pick<SiteTarget, "liveDeployId">): Promise<string> {
      const deployId = site.liveDeployId;
      if (!deployId) return deps.fallbackShell;
      const cached = shells.get(deployId);
      if (cached !== undefined) return cached;
      const file = (await this.manifestOf(deployId))?.[SHELL_KEY];
      const bytes = file ? await deps.files.read(file, "identity") : null;
      const shell = bytes ? bytes.toString("utf8") : deps.fallbackShell;
      if (shells.size >= MANIFEST_CACHE_SIZE) shells.delete(shells.keys().next().value!);
      shells.set(deployId, shell);
      return shell;
    },

    /** The storefront's words for the site a slug names, in its store's language. */
    async textsOf(slug: string): Promise<ShopTexts> {
      const site = LABEL.test(slug) ? await targets.findBySlug(slug) : null;
      const store = site ? await deps.stores.forStorefront(site.storeId) : null;
      return shopTexts(store?.locale);
    },

    /**
     * Stores one storefront form post and answers in the store's language. A filled honeypot
     * is answered like a success and dropped; a login is validated but never stored
     * (storefronts have no customer accounts).
     */
    async submit(
      slug: string,
      formType: FormType,
      raw: Record<string, string>,
      pagePath: string | null,
    ): Promise<{ message: string }> {
      const site = LABEL.test(slug) ? await targets.findBySlug(slug) : null;
      if (!site) throw siteNotFound();
      const t = shopTexts((await deps.stores.forStorefront(site.storeId))?.locale);
      const { form, fields } = storefrontForm(formType);
      const message = formText(FORM_MESSAGES[form.reply], t);
      if ((raw.website ?? "").trim() !== "") return { message };
      const parsed = fields.safeParse(raw);
      if (!parsed.success)
        throw badRequest(formText(parsed.error.issues[0]?.message ?? "Invalid form", t));
      if (form.stored) {
        await sites.insertSubmission({
          storeId: site.storeId,
          formType,
          fields: parsed.data as Record<string, string>,
          pagePath,
        });
      }
      return { message };
    },

    async listSubmissions(
      actor: Actor,
      storeId: string,
      query: z.output<typeof ListFormSubmissionsQuery>,
    ): Promise<FormSubmissionListResult> {
      const store = await deps.stores.reachable(actor, storeId);
      const { rows, total } = await sites.listSubmissions(store.id, {
        formType: query.formType,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const submissions: FormSubmissionDto[] = rows.map((row) => ({
        _id: row.id,
        formType: row.formType as FormType,
        fields: row.fields,
        pagePath: row.pagePath,
        createdAt: row.createdAt.toISOString(),
      }));
      return { submissions, total, page: query.page, limit: query.limit };
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
