import type { FastifyBaseLogger } from "fastify";
import type { RepublishOutcome } from "./publishing.service.js";

/** How long a store's first change waits, so a burst of writes makes one rebuild. */
export const REPUBLISH_DELAY_MS = 15;

interface StoreState {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  /** A change arrived while a rebuild ran: run once more after it. */
  again: boolean;
}

/**
 * Incremental publish: product writes of a published store re-render its
 * live site after the product response has gone. Per store, one rebuild at a time; changes
 * arriving while one waits or runs are folded into the next, so a burst costs at most two
 * rebuilds and two rebuilds never race. Errors are logged, never reach a product request.
 */
export function createRepublishQueue(deps: {
  republish: (storeId: string) => Promise<RepublishOutcome>;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  delayMs?: number;
}) {
  const delayMs = deps.delayMs ?? REPUBLISH_DELAY_MS;
  const states = new Map<string, StoreState>();
  let isClosed = false;

  async function runOnce(storeId: string) {
    try {
      const outcome = await deps.republish(storeId);
      if (outcome === "no_source") {
        deps.log.warn(
          { storeId },
          "live deploy keeps no layout (published before incremental publish); publish again",
        );
      }
    } catch (error) {
      deps.log.error({ err: error, storeId }, "incremental publish failed");
    }
  }

  function start(storeId: string, state: StoreState) {
    state.timer = null;
    state.running = (async () => {
      for (;;) {
        state.again = false;
        await runOnce(storeId);
        // Checked and cleared in one synchronous step, so no change can slip between.
        if (!state.again || isClosed) {
          state.running = null;
          if (!state.timer) states.delete(storeId);
          return;
        }
      }
    })();
  }

  return {
    /** Notes that a store's catalogue changed; returns at once. */
    changed(storeId: string): void {
      if (isClosed) return;
      let state = states.get(storeId);
      if (!state) {
        state = { timer: null, running: null, again: false };
        states.set(storeId, state);
      }
      if (state.running) {
        state.again = true;
        return;
      }
      if (state.timer) return;
      const current = state;
      current.timer = setTimeout(() => start(storeId, current), delayMs);
    },

    /** Resolves once no rebuild waits or runs (tests, shutdown). */
    async settled(): Promise<void> {
      while (states.size > 0) {
        await Promise.all(
          [...states.values()].map(
            (state) =>
              state.running ?? new Promise<void>((resolve) => setTimeout(resolve, delayMs)),
          ),
        );
      }
    },

    /** Drops waiting rebuilds and waits for running ones (before the database closes). */
    async close(): Promise<void> {
      isClosed = true;
      for (const [storeId, state] of states) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
        if (!state.running) states.delete(storeId);
      }
      await Promise.all([...states.values()].map((state) => state.running));
    },
  };
}

export type RepublishQueue = ReturnType<typeof createRepublishQueue>;
