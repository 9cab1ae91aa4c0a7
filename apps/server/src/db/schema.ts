import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { DeployManifest } from "../deploys/manifest.js";

/** PostgreSQL's full-text document; read as its text form (the search never reads it back). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // Stored trimmed and lower-cased, so the unique index is case-insensitive in effect.
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  // Moves on "sign out": session tokens carry the version they were issued at, and a token of
  // an older version is refused.
  sessionVersion: integer("session_version").notNull().default(0),
  // The organization the user works in (docs/ARCHITECTURE.md "Organizations"): a team they
  // belong to, or null for their personal space. New stores, uploads and API keys land there.
  currentTeamId: uuid("current_team_id").references((): AnyPgColumn => teams.id, {
    onDelete: "set null",
  }),
  ...timestamps,
});

/**
 * Password-reset links: the token is random and only its SHA-256 is kept; a link is used once
 * (used_at) and expires after an hour. Changing the password moves the session version on.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

export const teams = pgTable("teams", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  settings: jsonb("settings")
    .$type<{ assistantOptIn: "disabled" | "schema_only" | "schema_logs" }>()
    .notNull()
    .default({ assistantOptIn: "disabled" }),
  ...timestamps,
});

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<"owner" | "admin" | "member">().notNull(),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("team_members_team_user_idx").on(t.teamId, t.userId),
    index("team_members_user_idx").on(t.userId),
    check("team_members_role_check", sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

/**
 * Invitations to a team by email. The token is random and only its SHA-256 is kept; an invite
 * is used once (accepted_at) and expires after 7 days. One open invite per team and address:
 * re-inviting replaces it.
 */
export const teamInvites = pgTable(
  "team_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    // Stored trimmed and lower-cased, like users.email, so the two compare as they are.
    email: text("email").notNull(),
    role: text("role").$type<"admin" | "member">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_invites_open_idx")
      .on(t.teamId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    check("team_invites_role_check", sql`${t.role} in ('admin', 'member')`),
  ],
);

/**
 * Mail the server could not hand to an SMTP server because none is configured (SMTP_URL):
 * kept here, and its links printed in the log, so the embedded default works offline.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    // Lower-cased on input, as the owner typed it: the canonical host of the pair it names
    // (docs/PRODUCT.md "Your own domain"). Several stores may name one domain while it is
    // pending; only a verified one is served, and one store at most verifies it.
    domain: text("domain").notNull(),
    // The pair's shared name: the domain without a leading "www.".
    domainBare: text("domain_bare")
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(domain, '^www[.]', '')`),
    // The value of the TXT record _shopwright-challenge.{domainBare} that proves ownership.
    domainToken: text("domain_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    // pending (not proven: never served), verified (proven, served), active (also points here).
    domainStatus: text("domain_status").notNull().default("pending"),
    domainVerifiedAt: timestamp("domain_verified_at", { withTimezone: true }),
    domainCheckedAt: timestamp("domain_checked_at", { withTimezone: true }),
    // What the last check found wrong (a DOMAIN_PROBLEMS code), or null.
    domainProblem: text("domain_problem"),
    description: text("description"),
    approved: boolean("approved").notNull().default(false),
    currency: text("currency").notNull().default("USD"),
    locale: text("locale").notNull().default("en-US"),
    theme: jsonb("theme").$type<Record<string, unknown>>().notNull().default({}),
    layout: jsonb("layout").$type<Record<string, unknown>>().notNull().default({}),
    htmlContent: text("html_content"),
    // Optimistic concurrency: a save carrying a stale version answers 409.
    version: integer("version").notNull().default(1),
    /**
     * A deleted store (docs/PRODUCT.md "Deleting and restoring a store"): out of everyone's
     * reach and its site offline, but its rows, files and address kept until `purge_after`,
     * while its owners and admins can restore it. Then the purge removes it for good.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    purgeAfter: timestamp("purge_after", { withTimezone: true }),
    /** A purge under way holds the store until then; another process takes over after it. */
    purgeLeaseUntil: timestamp("purge_lease_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("stores_created_by_idx").on(t.createdBy, t.createdAt),
    index("stores_team_idx").on(t.teamId, t.createdAt),
    index("stores_purge_idx")
      .on(t.purgeAfter)
      .where(sql`${t.deletedAt} is not null`),
    check("stores_deleted_check", sql`(${t.deletedAt} is null) = (${t.purgeAfter} is null)`),
    // One store at most holds a domain past pending; hosting looks verified domains up here.
    uniqueIndex("stores_domain_served_idx")
      .on(t.domainBare)
      .where(sql`${t.domainStatus} <> 'pending'`),
    index("stores_domain_bare_idx").on(t.domainBare),
    check(
      "stores_domain_status_check",
      sql`${t.domainStatus} in ('pending', 'verified', 'active')`,
    ),
    check(
      "stores_domain_verified_check",
      sql`(${t.domainStatus} = 'pending') = (${t.domainVerifiedAt} is null)`,
    ),
  ],
);

/** An option of a product and the values it offers, in the owner's order. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * A variant of a product: one value of each option, in the options' order, with what it
 * sells at and what is left.
 */
export interface ProductVariant {
  id: string;
  options: string[];
  priceMinor: number;
  compareAtMinor: number | null;
  sku: string;
  stock: number;
  image: string | null;
  weightGrams: number;
}

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // The product's slug, unique in its store: CSV imports upsert by it. The server
    // derives it from the name; the default only serves rows written by hand in SQL.
    handle: text("handle")
      .notNull()
      .default(sql`('p-' || replace(gen_random_uuid()::text, '-', ''))`),
    description: text("description").notNull().default(""),
    // Money is exact: integer minor units of the store's currency (cents for USD, yen for
    // JPY, fils for KWD), never a binary float. A currency change rescales them (stores).
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    stock: integer("stock").notNull(),
    images: jsonb("images")
      .$type<{ url: string; originalName?: string; publicId?: string }[]>()
      .notNull()
      .default([]),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    // The owner's title and description for search results and shared links; empty: the
    // storefront's own (docs/PRODUCT.md "Search engines and shared links").
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    // The "was" price shown struck through beside the price; null: none.
    compareAtMinor: bigint("compare_at_minor", { mode: "number" }),
    sku: text("sku").notNull().default(""),
    // Shipping weight of one unit, for weight-based rates.
    weightGrams: integer("weight_grams").notNull().default(0),
    // Lower-case labels and a type, which automatic collections select by.
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productType: text("product_type").notNull().default(""),
    // Up to 3 options (Size, Colour …) and up to 100 variants, one per combination the owner
    // sells (docs/PRODUCT.md "Variants"). With variants, the product's price is the lowest
    // variant price and its stock the sum of theirs, kept in the same writes.
    options: jsonb("options").$type<ProductOption[]>().notNull().default([]),
    variants: jsonb("variants").$type<ProductVariant[]>().notNull().default([]),
    ...timestamps,
    // Catalogue search (docs/ARCHITECTURE.md "Catalogue search"), kept by the database from
    // the columns above with the functions of migration 0022. Never selected with a product
    // (`productColumns`): only the search reads them.
    // The name as a phrase: folded case and accents, one space between words.
    searchTitle: text("search_title")
      .notNull()
      .generatedAlwaysAs(sql`search_phrase(name)`),
    // Name, SKUs, tags and type, normalised: what a search word may be found inside.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`search_normalize(name || ' ' || product_search_other(sku, tags, product_type, variants))`,
      ),
    // Every word, weighted: A the name, B SKUs, tags and type, C the description.
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`product_search_vector(name, product_search_other(sku, tags, product_type, variants), description)`,
      ),
  },
  (t) => [
    check("products_price_check", sql`${t.priceMinor} >= 0`),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_compare_at_check", sql`${t.compareAtMinor} >= 0`),
    check("products_weight_check", sql`${t.weightGrams} >= 0`),
    check("products_status_check", sql`${t.status} in ('draft', 'published')`),
    uniqueIndex("products_store_handle_idx").on(t.storeId, t.handle),
    // One index per sort key, each ending in id: the list's ORDER BY … , id reads them in order.
    index("products_store_name_idx").on(t.storeId, sql`lower(${t.name})`, t.id),
    index("products_store_price_idx").on(t.storeId, t.priceMinor, t.id),
    index("products_store_stock_idx").on(t.storeId, t.stock, t.id),
    index("products_store_created_idx").on(t.storeId, t.createdAt, t.id),
    // The same with the status between, for lists filtered by status: the page is the first
    // rows of one range, whatever share of the store is published and whether or not the
    // planner has statistics (PGlite never gathers them by itself).
    index("products_store_status_name_idx").on(t.storeId, t.status, sql`lower(${t.name})`, t.id),
    index("products_store_status_price_idx").on(t.storeId, t.status, t.priceMinor, t.id),
    index("products_store_status_stock_idx").on(t.storeId, t.status, t.stock, t.id),
    index("products_store_status_created_idx").on(t.storeId, t.status, t.createdAt, t.id),
    // Search within a store (btree_gin puts the store first): its words, exact or as a
    // prefix; and substrings of its names, SKUs, tags and type (pg_trgm).
    index("products_search_vector_idx").using("gin", t.storeId, t.searchVector),
    index("products_search_text_idx").using("gin", t.storeId, t.searchText.op("gin_trgm_ops")),
  ],
);

/** A product's columns without its search columns, which only the search reads. */
export const productColumns = (() => {
  const {
    searchTitle: _title,
    searchText: _text,
    searchVector: _vector,
    ...columns
  } = getTableColumns(products);
  return columns;
})();

/**
 * The words of each store's product names, tags and types, with how many products have each:
 * what a misspelt search word is compared with (docs/ARCHITECTURE.md "Catalogue search").
 * Kept by statement-level triggers on products (migration 0024), in the writing transaction.
 */
export const productSearchWords = pgTable(
  "product_search_words",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.word] }),
    // Words whose last product went, which the triggers then delete: found without a scan.
    index("product_search_words_spent_idx")
      .on(t.storeId)
      .where(sql`${t.products} <= 0`),
  ],
);

/** One condition of an automatic collection (docs/PRODUCT.md "Collections"). */
export interface CollectionRuleRow {
  field: "tag" | "type" | "price" | "stock";
  op: "equals" | "greater_than" | "less_than" | "in_stock" | "sold_out";
  /** A tag or type as written; a price in minor units as text; empty for stock. */
  value: string;
}

/**
 * A named group of products: manual (the owner's list, `collection_products`) or automatic
 * (its rules, matched against the store's products whenever it is read). The handle is unique
 * in the store and names its storefront page, /collections/{handle}.
 */
export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    handle: text("handle").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").$type<"manual" | "automatic">().notNull().default("manual"),
    rules: jsonb("rules").$type<CollectionRuleRow[]>().notNull().default([]),
    match: text("match").$type<"all" | "any">().notNull().default("all"),
    sortOrder: text("sort_order")
      .$type<"manual" | "price_asc" | "price_desc" | "newest" | "name">()
      .notNull()
      .default("manual"),
    image: text("image"),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    version: integer("version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("collections_store_handle_idx").on(t.storeId, t.handle),
    index("collections_store_title_idx").on(t.storeId, sql`lower(${t.title})`),
    check("collections_kind_check", sql`${t.kind} in ('manual', 'automatic')`),
    check("collections_match_check", sql`${t.match} in ('all', 'any')`),
    check(
      "collections_sort_check",
      sql`${t.sortOrder} in ('manual', 'price_asc', 'price_desc', 'newest', 'name')`,
    ),
  ],
);

/** The products of a manual collection, in the owner's order (`position` from 0). */
export const collectionProducts = pgTable(
  "collection_products",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index("collection_products_product_idx").on(t.productId),
    index("collection_products_position_idx").on(t.collectionId, t.position),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;

/**
 * How many products each store has in each status, so that a list's total needs no count of
 * the store's rows. Kept by statement-level triggers on products (migration 0003), in the
 * writing transaction: a committed count is always exact. A search still counts its matches.
 */
export const productCounts = pgTable(
  "product_counts",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    status: text("status").$type<"draft" | "published">().notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.status] })],
);

/**
 * A number per store that moves on with every statement writing the store's products, kept by
 * statement-level triggers on products in the writing transaction (migration 0004): a cached
 * page of the product list is still right while the store's number is the one it was read at.
 * A store without a row has never had products; its number is 0.
 */
export const productCatalogueVersions = pgTable("product_catalogue_versions", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});

/** Uploaded images; they belong to the uploader's organization (or the uploader alone). */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The id clients use to delete an image; also the blob-store key prefix.
    publicId: text("public_id").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    // What the image shows, for screen readers (the media library's alt text); null: none yet.
    alt: text("alt"),
    /** Blob-store key of the re-encoded original and of the web-sized WebP. */
    key: text("key").notNull(),
    webKey: text("web_key").notNull(),
    ...timestamps,
  },
  (t) => [index("images_team_idx").on(t.teamId), index("images_uploader_idx").on(t.uploadedBy)],
);

/**
 * Immutable versions of published sites. Files live in the site file store under DATA_DIR,
 * named by content; a deploy is their manifest. Publishing the same content twice finds
 * the existing row by its content hash.
 */
export const siteDeploys = pgTable(
  "site_deploys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    contentHash: text("content_hash").notNull(),
    manifest: jsonb("manifest").$type<DeployManifest>().notNull(),
    storeVersion: integer("store_version").notNull(),
    pageCount: integer("page_count").notNull(),
    fileCount: integer("file_count").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("site_deploys_store_hash_idx").on(t.storeId, t.contentHash),
    index("site_deploys_store_created_idx").on(t.storeId, t.createdAt),
  ],
);

/**
 * A store's published site: its address label and the live pointer. Switching the pointer
 * is one UPDATE, so a visitor gets the old deploy or the new one, never a mix.
 */
export const sites = pgTable("sites", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  // The host label of {slug}.{SITES_DOMAIN}; kept when the store is renamed, so links last.
  slug: text("slug").notNull().unique(),
  liveDeployId: uuid("live_deploy_id").references(() => siteDeploys.id, { onDelete: "set null" }),
  ...timestamps,
});

/**
 * Where a published site's old paths went: a product renamed or a page moved leaves its old
 * path here, and hosting answers it with a 301 to `to_path` while no page has it again
 * (docs/PRODUCT.md "Search engines and shared links"). Written by publishing alone.
 */
export const siteRedirects = pgTable(
  "site_redirects",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.fromPath] }),
    // Chains collapse: the moves that end where a new one starts are found by their target.
    index("site_redirects_store_to_idx").on(t.storeId, t.toPath),
    check("site_redirects_not_self_check", sql`${t.fromPath} <> ${t.toPath}`),
  ],
);

/** What visitors sent through a published site's forms (newsletter, contact …). */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    formType: text("form_type").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    pagePath: text("page_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_store_idx").on(t.storeId, t.createdAt),
    index("form_submissions_store_type_idx").on(t.storeId, t.formType, t.createdAt),
    check(
      "form_submissions_type_check",
      sql`${t.formType} in ('newsletter', 'waitlist', 'contact', 'signup', 'login')`,
    ),
  ],
);

/** What an assistant turn did, kept with its chat message. */
export interface AiMessageMeta {
  engine?: "composer" | "llm";
  fellBack?: boolean;
  appliedCount?: number;
  warnings?: string[];
  suggestions?: string[];
  /** A whole-site generation: the styles its theme-preview step offers. */
  plan?: import("@shopwright/sdk").AiPlanDto;
  /** That step was closed, so a reload does not offer it again. */
  isStyleStepDismissed?: boolean;
  /** A turn that saved the site: the store version it replaced and the one it wrote. */
  draft?: { before: number; after: number };
  /** Such a turn was undone: the version the undo wrote. */
  undoneVersion?: number;
  /** A typed "undo": the reply it undid. */
  undid?: string;
}

/**
 * The AI builder's chat, per store (PRODUCT.md §3 "Chat message"). A prompt stores the
 * user's message and the assistant's answer together; Reset deletes the store's rows.
 */
export const aiMessages = pgTable(
  "ai_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    meta: jsonb("meta").$type<AiMessageMeta>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // Both messages of a turn share created_at; seq keeps them (and every turn) in order.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_messages_store_seq_idx").on(t.storeId, t.seq),
    check("ai_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * A store's draft history (docs/ARCHITECTURE.md "Draft history"): one row per write of the
 * draft, written in the write's own transaction, the newest DRAFT_HISTORY_LIMIT per store.
 * `layout` is in its stored form (`toStoredLayout`; `{}` for a site never saved), read back
 * through `readStoredLayout` like the store's.
 */
export const draftVersions = pgTable(
  "draft_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    layout: jsonb("layout").$type<Record<string, unknown>>().notNull(),
    theme: jsonb("theme").$type<Record<string, unknown>>().notNull(),
    source: text("source").$type<import("@shopwright/sdk").DraftSource>().notNull(),
    label: text("label").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("draft_versions_store_version_idx").on(t.storeId, t.version),
    check(
      "draft_versions_source_check",
      sql`${t.source} in ('save', 'ai', 'theme', 'restore', 'undo')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamInviteRow = typeof teamInvites.$inferSelect;
export type ProductRow = Omit<
  typeof products.$inferSelect,
  "searchTitle" | "searchText" | "searchVector"
>;
export type ImageRow = typeof images.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;
export type SiteDeployRow = typeof siteDeploys.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type AiMessageRow = typeof aiMessages.$inferSelect;
export type DraftVersionRow = typeof draftVersions.$inferSelect;

/**
 * API keys: bearer tokens for scripts, one team each, acting as their creator. Only
 * the SHA-256 of the token is kept; `prefix` (its first characters) tells keys apart in lists.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_keys_token_hash_idx").on(t.tokenHash),
    index("api_keys_team_idx").on(t.teamId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Webhook endpoints of a store. The signing secret is kept as it is: HMAC
 * needs it, and store members can reveal it, as with Stripe.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // While a worker delivers to this endpoint: one delivery at a time per endpoint, so a slow
    // receiver holds up only its own deliveries (ARCHITECTURE.md "Webhooks"). A lease, so a
    // worker that dies mid-attempt frees the endpoint when it runs out.
    deliveringUntil: timestamp("delivering_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("webhook_endpoints_store_idx").on(t.storeId, t.createdAt)],
);

/** One attempt of a delivery, as the delivery log shows it. */
export interface WebhookAttempt {
  attempt: number;
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * The webhook outbox and its log: one row per event and endpoint. A worker claims a due row
 * by pushing `next_attempt_at` a lease ahead (so a crashed attempt is retried, at least once),
 * sends it, and records the attempt; only the newest rows per endpoint are kept.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    // The exact bytes signed and sent, the same on every attempt.
    payload: text("payload").notNull(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    attempts: jsonb("attempts").$type<WebhookAttempt[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's claim: due pending rows in order.
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    check(
      "webhook_deliveries_status_check",
      sql`${t.status} in ('pending', 'succeeded', 'failed')`,
    ),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A visitor's cart on a published site. The token is random (the HttpOnly cookie of the site,
 * or a headless storefront's cart id) and stored as it is: it opens nothing but this cart.
 * Prices are never stored here: a cart is priced from the catalogue whenever it is read.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    // The code the shopper applied (upper case); checked again whenever the cart is priced.
    discountCode: text("discount_code"),
    ...timestamps,
  },
  (t) => [index("carts_updated_idx").on(t.updatedAt)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // The variant's id, or '' for a product without variants (a key column, never null).
    variantId: text("variant_id").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId, t.variantId] }),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** The address an order ships to: only the fields an order needs. */
export interface OrderAddress {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
}

/**
 * Orders: numbered per store (#1001, #1002 …), amounts in minor units of `currency` as
 * charged, computed on the server from the catalogue when the order was placed.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    // The customer's key to the order's status page: random, unguessable.
    token: text("token").notNull().unique(),
    status: text("status")
      .$type<"pending_payment" | "paid" | "fulfilled" | "cancelled">()
      .notNull()
      .default("pending_payment"),
    currency: text("currency").notNull(),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull(),
    // What was charged beside the lines (PRODUCT.md "Checkout totals"): the discount (off the
    // lines and, for free shipping, off shipping), shipping before it, and the tax (inside
    // the total when the store's prices include it).
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull().default(0),
    discountCode: text("discount_code"),
    discountTitle: text("discount_title"),
    shippingMinor: bigint("shipping_minor", { mode: "number" }).notNull().default(0),
    shippingName: text("shipping_name"),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull().default(0),
    taxIncluded: boolean("tax_included").notNull().default(false),
    taxName: text("tax_name"),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    email: text("email").notNull(),
    customerName: text("customer_name").notNull(),
    address: jsonb("address").$type<OrderAddress>().notNull(),
    paymentMethod: text("payment_method").$type<"manual" | "stripe" | "paypal">().notNull(),
    manualKind: text("manual_kind"),
    paymentInstructions: text("payment_instructions"),
    // The provider's object: a Stripe Checkout Session or a PayPal order id.
    paymentReference: text("payment_reference"),
    // What a refund goes through: a Stripe payment intent or a PayPal capture id.
    paymentCapture: text("payment_capture"),
    testMode: boolean("test_mode").notNull().default(false),
    carrier: text("carrier"),
    trackingUrl: text("tracking_url"),
    // Whether the units are out of stock on the order's behalf (false once restocked).
    holdsStock: boolean("holds_stock").notNull().default(true),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_store_number_idx").on(t.storeId, t.number),
    index("orders_store_created_idx").on(t.storeId, t.createdAt, t.id),
    index("orders_store_status_idx").on(t.storeId, t.status, t.createdAt),
    index("orders_payment_reference_idx").on(t.paymentReference),
    check(
      "orders_status_check",
      sql`${t.status} in ('pending_payment', 'paid', 'fulfilled', 'cancelled')`,
    ),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('manual', 'stripe', 'paypal')`),
    check(
      "orders_amounts_check",
      sql`${t.subtotalMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor}`,
    ),
  ],
);

/** A line of an order as sold: the product's name and price then, whatever they are now. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    // The variant sold ("M / Blue") and its SKU, as they were; null for a product without.
    variantId: text("variant_id"),
    variantTitle: text("variant_title"),
    sku: text("sku"),
    name: text("name").notNull(),
    image: text("image"),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    // The line's share of the order's discount, and its tax.
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull().default(0),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.position),
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** An order's timeline: what happened, when, and who did it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    text: text("text").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/** The last order number of each store: taken and moved on in the order's transaction. */
export const orderCounters = pgTable("order_counters", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A store's payment methods. Provider secrets are encrypted (AES-256-GCM with a key derived
 * from the server secret) and never answered whole.
 */
export const paymentSettings = pgTable("payment_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  manualEnabled: boolean("manual_enabled").notNull().default(true),
  manualKind: text("manual_kind").notNull().default("bank_transfer"),
  manualInstructions: text("manual_instructions").notNull().default(""),
  stripeEnabled: boolean("stripe_enabled").notNull().default(false),
  stripePublishableKey: text("stripe_publishable_key").notNull().default(""),
  stripeSecretKey: text("stripe_secret_key"),
  stripeWebhookSecret: text("stripe_webhook_secret"),
  paypalEnabled: boolean("paypal_enabled").notNull().default(false),
  paypalClientId: text("paypal_client_id").notNull().default(""),
  paypalClientSecret: text("paypal_client_secret"),
  paypalWebhookId: text("paypal_webhook_id").notNull().default(""),
  paypalSandbox: boolean("paypal_sandbox").notNull().default(true),
  ...timestamps,
});

/** Provider webhook events already handled: a replay finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * A store's checkout settings beside payments: whether prices include tax, whether shipping is
 * taxed, local pickup, and the version every save of "Shipping and taxes" checks.
 */
export const checkoutSettings = pgTable("checkout_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
  taxShipping: boolean("tax_shipping").notNull().default(false),
  pickupEnabled: boolean("pickup_enabled").notNull().default(false),
  pickupName: text("pickup_name").notNull().default("Local pickup"),
  pickupInstructions: text("pickup_instructions").notNull().default(""),
  version: integer("version").notNull().default(0),
  ...timestamps,
});

/** Where a store ships: countries (ISO alpha-2, or "*" for everywhere else) and their rates. */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    countries: text("countries").array().notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("shipping_zones_store_idx").on(t.storeId, t.position)],
);

/** A zone's rate: a price, free over an amount, offered for a band of order weights. */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    zoneId: uuid("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    freeOverMinor: bigint("free_over_minor", { mode: "number" }),
    minWeightGrams: integer("min_weight_grams"),
    maxWeightGrams: integer("max_weight_grams"),
    position: integer("position").notNull(),
  },
  (t) => [
    index("shipping_rates_zone_idx").on(t.zoneId, t.position),
    check("shipping_rates_price_check", sql`${t.priceMinor} >= 0`),
  ],
);

/** Tax rates per country, and per region of it where one is given (parts per million). */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    country: text("country").notNull(),
    region: text("region").notNull().default(""),
    name: text("name").notNull(),
    ratePpm: integer("rate_ppm").notNull(),
  },
  (t) => [
    uniqueIndex("tax_rates_store_place_idx").on(t.storeId, t.country, sql`lower(${t.region})`),
    check("tax_rates_rate_check", sql`${t.ratePpm} >= 0 and ${t.ratePpm} <= 1000000`),
  ],
);

/**
 * Discounts: a code (stored upper case, unique in its store) or, with no code, applied
 * automatically. `value` is parts per million for a percentage, minor units for a fixed amount.
 */
export const discounts = pgTable(
  "discounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    code: text("code"),
    title: text("title").notNull().default(""),
    kind: text("kind").$type<"percentage" | "fixed" | "free_shipping">().notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
    appliesTo: text("applies_to")
      .$type<"all" | "products" | "collections">()
      .notNull()
      .default("all"),
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // For appliesTo 'collections': a line is eligible when its product is in one of them.
    collectionIds: uuid("collection_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    minimumSubtotalMinor: bigint("minimum_subtotal_minor", { mode: "number" }).notNull().default(0),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    usedCount: integer("used_count").notNull().default(0),
    version: integer("version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("discounts_store_code_idx").on(t.storeId, t.code),
    index("discounts_store_created_idx").on(t.storeId, t.createdAt),
    check("discounts_kind_check", sql`${t.kind} in ('percentage', 'fixed', 'free_shipping')`),
    check("discounts_applies_to_check", sql`${t.appliesTo} in ('all', 'products', 'collections')`),
    check("discounts_value_check", sql`${t.value} >= 0`),
  ],
);

/** Each order placed with a discount: its per-customer limit counts these by email. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    discountId: uuid("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.orderId] }),
    index("discount_redemptions_email_idx").on(t.discountId, t.email),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;
export type SiteRedirectRow = typeof siteRedirects.$inferSelect;

/**
 * Analytics (PRODUCT.md §12): the random salt of each UTC day that visitor hashes are made
 * with. Every server process reads the same one; it is deleted once its day is over, so a
 * stored hash can no longer be recomputed from an address.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which visitors (salted hashes) a store had on a day, and how far along the funnel each got:
 * one row per step reached (0 the visit itself, 1 to 4 the funnel's steps). A row that is
 * new counts once; a row already there counts nothing, so several processes never count one
 * visitor twice. Deleted with the day's salt.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
    step: smallint("step").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.visitor, t.step] }),
    index("analytics_visitors_day_idx").on(t.day),
  ],
);

/**
 * A store's counters per hour: `metric` says what is counted (page views, visitors, a funnel
 * step …) and `key` what of it (a page's path, a device, a country; '' for the total). Added
 * to by upserts, in batches.
 */
export const analyticsCounts = pgTable(
  "analytics_counts",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hour, t.metric, t.key] })],
);
