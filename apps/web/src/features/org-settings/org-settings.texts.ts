/** SPEC 2 and 8 texts of the organization settings; dictated, so keep them exactly. */
export const ORG_SETTINGS_TEXT = {
  title: "Organization Settings",
  subtitle: "Manage your organization's details and data privacy",
  comingSoon: "Section coming soon",
  loadFailed: "Failed to load",
  saveFailed: "Failed to save",
  noTeamDescription: "Create team to access organization settings",
  managersOnly: "Only owners and admins can change these settings.",
} as const;

/** SPEC 2: the six tabs; only General has content so far. */
export const SETTINGS_TABS = [
  "General",
  "Security",
  "OAuth Apps",
  "SSO",
  "Audit Logs",
  "Legal Documents",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
