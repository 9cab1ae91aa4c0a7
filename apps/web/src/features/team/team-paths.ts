/** Where the team page and the organization settings of a team live (PRODUCT.md §2). */
export const teamPath = (teamId: string) => `/dashboard/team/${encodeURIComponent(teamId)}`;
export const orgSettingsPath = (teamId: string) =>
  `/dashboard/org/${encodeURIComponent(teamId)}/settings`;
