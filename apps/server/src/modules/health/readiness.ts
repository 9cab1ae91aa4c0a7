/** The parts of the server `GET /readyz` checks. */
export type ReadinessPart = "database" | "redis" | "storage";

/** One part's probe: resolves when the part works now, throws (or never settles) otherwise. */
export interface ReadinessCheck {
  part: ReadinessPart;
  probe(): Promise<void>;
}

export type PartState = "ok" | "failed";

/** What `GET /readyz` answers: ready when every part checked is ok. */
export interface Readiness {
  isReady: boolean;
  checks: Partial<Record<ReadinessPart, PartState>>;
}

export class ProbeTimeoutError extends Error {
  override readonly name = "ProbeTimeoutError";
}

/** A probe's answer within `timeoutMs`, else a ProbeTimeoutError. */
async function within<T>(run: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProbeTimeoutError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs every check at once, each within `timeoutMs` (a balancer's probe must not hang on a
 * database that does not answer). Requests that arrive while a run is going, or within
 * `reuseMs` of its end, share its answer: a flood of probes costs one run per `reuseMs`, and
 * an object store is not asked once per request.
 */
export function createReadiness(
  checks: readonly ReadinessCheck[],
  options: {
    timeoutMs: number;
    reuseMs: number;
    now?: () => number;
    /** Told why a part failed, once per run: the reason is logged, never answered. */
    onFailure?: (part: ReadinessPart, error: unknown) => void;
  },
) {
  const now = options.now ?? Date.now;
  /** The latest run: its answer, and when it ended (null while it runs). */
  let latest: { answer: Promise<Readiness>; endedAt: number | null } | null = null;

  async function run(): Promise<Readiness> {
    const outcomes = await Promise.allSettled(
      checks.map((check) => within(() => check.probe(), options.timeoutMs)),
    );
    const answer: Readiness = { isReady: true, checks: {} };
    outcomes.forEach((outcome, index) => {
      const { part } = checks[index]!;
      // A part with several probes (two stores on one disk) fails when any of them does.
      if (outcome.status === "rejected") {
        answer.isReady = false;
        answer.checks[part] = "failed";
        options.onFailure?.(part, outcome.reason);
      } else {
        answer.checks[part] ??= "ok";
      }
    });
    return answer;
  }

  return {
    check(): Promise<Readiness> {
      const isFresh =
        latest !== null && (latest.endedAt === null || now() - latest.endedAt < options.reuseMs);
      if (isFresh) return latest!.answer;
      const entry: { answer: Promise<Readiness>; endedAt: number | null } = {
        answer: run(),
        endedAt: null,
      };
      latest = entry;
      void entry.answer.then(() => (entry.endedAt = now()));
      return entry.answer;
    },
  };
}

export type ReadinessChecker = ReturnType<typeof createReadiness>;
