import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
  ...timestamps,
});

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

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    // Lower-cased on input; unique because published sites are routed by it (DESIGN.md).
    domain: text("domain").notNull().unique(),
    description: text("description"),
    approved: boolean("approved").notNull().default(false),
    currency: text("currency").notNull().default("USD"),
    locale: text("locale").notNull().default("en-US"),
    theme: jsonb("theme").$type<Record<string, unknown>>().notNull().default({}),
    layout: jsonb("layout").$type<Record<string, unknown>>().notNull().default({}),
    htmlContent: text("html_content"),
    // Optimistic concurrency: a save carrying a stale version answers 409 (DESIGN.md).
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("stores_created_by_idx").on(t.createdBy, t.createdAt),
    index("stores_team_idx").on(t.teamId, t.createdAt),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    // Money is exact: integer minor units (cents), never a binary float (DESIGN.md).
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    stock: integer("stock").notNull(),
    images: jsonb("images")
      .$type<{ url: string; originalName?: string; publicId?: string }[]>()
      .notNull()
      .default([]),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    ...timestamps,
  },
  (t) => [
    check("products_price_check", sql`${t.priceCents} >= 0`),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_status_check", sql`${t.status} in ('draft', 'published')`),
    // One index per sort key, each ending in id: the list's ORDER BY … , id reads them in order.
    index("products_store_name_idx").on(t.storeId, sql`lower(${t.name})`, t.id),
    index("products_store_price_idx").on(t.storeId, t.priceCents, t.id),
    index("products_store_stock_idx").on(t.storeId, t.stock, t.id),
    index("products_store_created_idx").on(t.storeId, t.createdAt, t.id),
    // The same with the status between, for lists filtered by status: the page is the first
    // rows of one range, whatever share of the store is published and whether or not the
    // planner has statistics (PGlite never gathers them by itself).
    index("products_store_status_name_idx").on(t.storeId, t.status, sql`lower(${t.name})`, t.id),
    index("products_store_status_price_idx").on(t.storeId, t.status, t.priceCents, t.id),
    index("products_store_status_stock_idx").on(t.storeId, t.status, t.stock, t.id),
    index("products_store_status_created_idx").on(t.storeId, t.status, t.createdAt, t.id),
    // Case-insensitive substring search over name and description (pg_trgm).
    index("products_search_idx").using(
      "gin",
      sql`(lower(${t.name} || ' ' || ${t.description})) gin_trgm_ops`,
    ),
  ],
);

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
    /** Blob-store key of the re-encoded original and of the web-sized WebP. */
    key: text("key").notNull(),
    webKey: text("web_key").notNull(),
    ...timestamps,
  },
  (t) => [index("images_team_idx").on(t.teamId), index("images_uploader_idx").on(t.uploadedBy)],
);

export type UserRow = typeof users.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
