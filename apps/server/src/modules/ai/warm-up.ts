import { warmComposer } from "@shopwright/composer";

/**
 * Builds the offline composer's dictionary and tables once the server listens, so an owner's
 * first prompt does not wait for them (a few hundred milliseconds).
 */
export function warmAi(): void {
  setImmediate(warmComposer);
}
