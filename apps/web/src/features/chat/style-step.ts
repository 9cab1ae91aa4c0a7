import type { AiPlanDto } from "@shopwright/sdk";
import type { ThreadMessage } from "./chat.api";

/** The theme-preview step: the styles offered, and the mood the site wears now. */
export interface StyleStep {
  plan: AiPlanDto;
  chosen: string;
  /** Folded to a one-line summary once a style was picked; it can be opened again. */
  isFolded?: boolean;
}

/**
 * The step a stored chat still offers (after a reload): open when the newest stored answer
 * generated the whole site and the owner has neither picked another style since (that
 * prompt would be the newer answer), closed the step, nor undone the generation.
 */
export function openStyleStepOf(thread: readonly ThreadMessage[]): StyleStep | null {
  const latest = thread.findLast((message) => message.role === "assistant" && !message.isLocal);
  const plan = latest?.plan;
  if (!plan || latest.isStyleStepDismissed || latest.isUndone || plan.variations.length < 2)
    return null;
  return { plan, chosen: plan.mood };
}
