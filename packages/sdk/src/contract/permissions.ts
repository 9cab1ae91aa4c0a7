import type { TeamRole } from "./teams.js";

/**
 * The permission table: which role may take which action. The server enforces it (every
 * signed-in route names its action) and the web app reads the same table to hide or disable
 * what a role may not do, with the reason below, so nothing is offered and then refused.
 *
 * A store's role is its team role for the caller; the creator of a personal store (one that
 * belongs to no team) is its owner. Roles are ordered: an owner may do what an admin may,
 * and an admin what a member may.
 */
export const PERMISSIONS = {
  /** AI builder, editor, products, form submissions, preview. */
  "store.build": "member",
  /** Publish, rebuild and roll back the live site; a member only once the store is approved. */
  "store.publish": "member",
  /** Store settings: name, domain, currency and locale; moving the store to a team. */
  "store.settings": "admin",
  /** Approve the store for launch (PRODUCT.md §2 "Approval": 'Approve & Edit'). */
  "store.approve": "admin",
  "store.delete": "admin",
  "store.webhooks": "admin",
  /** See orders and customers, mark paid, fulfil, cancel, resend emails. */
  "store.orders": "member",
  /** Visits, sources, the funnel and sales of the store (PRODUCT.md §11). */
  "store.analytics": "member",
  /** Refund money, and the Payments settings (providers' keys). */
  "store.refunds": "admin",
  "store.payments": "admin",
  /** Shipping zones and rates, local pickup, tax rates (PRODUCT.md "Shipping, taxes and discounts"). */
  "store.shipping": "admin",
  /** Discount codes and automatic discounts. */
  "store.discounts": "member",
  /** Invite and remove members, change roles below owner, team settings, API keys. */
  "team.manage": "admin",
  "team.apiKeys": "admin",
  /** Delete the team and hand ownership to another member. */
  "team.delete": "owner",
  "team.transferOwnership": "owner",
} as const satisfies Record<string, TeamRole>;

export type Permission = keyof typeof PERMISSIONS;

const RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

/** True when `role` meets the role the table asks for `action`. */
export function can(role: TeamRole | null | undefined, action: Permission): boolean {
  if (!role) return false;
  return RANK[role] >= RANK[PERMISSIONS[action]];
}

/** True when a member of this role may publish a store in this approval state. */
export function canPublish(role: TeamRole | null | undefined, approved: boolean): boolean {
  if (!can(role, "store.publish")) return false;
  return approved || can(role, "store.approve");
}

/** Why an action is refused or disabled: one text per required role, shown in the UI too. */
export const PERMISSION_MESSAGES = {
  admin: "Only owners and admins of this team can do this",
  owner: "Only the team's owner can do this",
  publishUnapproved: "An owner or admin must approve this store before members can publish it",
} as const;

/** The reason a role may not take an action, or null when it may. */
export function deniedReason(role: TeamRole | null | undefined, action: Permission): string | null {
  if (can(role, action)) return null;
  return PERMISSIONS[action] === "owner" ? PERMISSION_MESSAGES.owner : PERMISSION_MESSAGES.admin;
}
