/** PRODUCT.md §2 and §8 texts of the organization settings; dictated, so keep them exactly. */
export const ORG_SETTINGS_TEXT = {
  title: "Organization Settings",
  subtitle: "Manage your organization's details and data privacy",
  comingSoon: "Section coming soon",
  loadFailed: "Failed to load",
  saveFailed: "Failed to save",
  noTeamDescription: "Create team to access organization settings",
  managersOnly: "Only owners and admins can change these settings.",
} as const;

/** Texts of the API keys tab (PRODUCT.md §2 "Organization settings"). */
export const API_KEYS_TEXT = {
  title: "API keys",
  description:
    "Keys let scripts, the CLI and integrations call the API as you, within this organization. Send one as Authorization: Bearer <key>.",
  nameLabel: "Key name",
  namePlaceholder: "e.g. CI import",
  create: "Create key",
  creating: "Creating...",
  createFailed: "Failed to create the key",
  revoke: "Revoke",
  revokeConfirm: "Revoke this key? Scripts that use it stop working at once.",
  revokeFailed: "Failed to revoke the key",
  newKeyTitle: "Copy your new key now",
  newKeyNote:
    "This is the only time it is shown. Store it somewhere safe, such as a secret manager.",
  done: "Done",
  emptyTitle: "No API keys yet",
  emptyDescription: "Create a key to use the API from scripts, the CLI or CI.",
  managersOnly: "Only owners and admins can manage API keys.",
  neverUsed: "Never used",
  docsLink: "API reference",
} as const;

/** PRODUCT.md §2's six tabs, with API keys after Security; General and API keys have content. */
export const SETTINGS_TABS = [
  "General",
  "Security",
  "API keys",
  "OAuth Apps",
  "SSO",
  "Audit Logs",
  "Legal Documents",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
