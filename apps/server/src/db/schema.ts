import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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

export type UserRow = typeof users.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
