import type { AiPlanDto } from "@shopwright/sdk";
import type { ThreadMessage } from "./chat.api";

/** The theme-preview step: the styles offered, and the mood the site wears now. */
export interface StyleStep {
  plan: AiPlanDto;
  chosen: string;
}

/**
 * The step a stored chat still offers (after a reload): open when the newest stored answer
 * generated the whole site and the owner has neither picked another style since (that
 * prompt would be the newer answer) nor closed the step.
 */
export function openStyleStepOf(thread: readonly ThreadMessage[]): StyleStep | null {
  const latest = thread.findLast((message) => message.role === "assistant" && !message.isLocal);
  const plan = latest?.plan;
  if (!plan || latest.isStyleStepDismissed || plan.variations.length < 2) return null;
  return { plan, chosen: plan.mood };
}
