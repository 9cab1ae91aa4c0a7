/** External destinations named on the landing page and in the dashboard header (PRODUCT.md §1, §2). */
export const LINKS = {
  sourceRepository: "https://github.com/shopwright/shopwright",
  discussions: "https://github.com/shopwright/shopwright/discussions",
  chatCommunity: "https://discord.gg/shopwright",
  feedback: "https://discord.gg/shopwright",
} as const;
