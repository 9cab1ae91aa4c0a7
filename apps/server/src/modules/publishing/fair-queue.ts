interface Job {
  run(): void;
}

/**
 * Runs work keyed by store, at most `concurrency` at once, the stores taking turns: each free
 * slot goes to the next store in the rotation that has work waiting, and a store that got one
 * goes to the back. A store that queued a hundred tasks delays another store's next task by at
 * most one task per store ahead of it, never by its hundred.
 */
export function createFairQueue(concurrency: number) {
  // Insertion order is the rotation: a store is taken from the front and put back at the end.
  const waiting = new Map<string, Job[]>();
  let running = 0;

  function pump() {
    while (running < concurrency) {
      const first = waiting.entries().next();
      if (first.done) return;
      const [key, jobs] = first.value;
      waiting.delete(key);
      const job = jobs.shift()!;
      if (jobs.length > 0) waiting.set(key, jobs);
      running += 1;
      job.run();
    }
  }

  return {
    /** Runs `work` in `key`'s turn; answers (or throws) what it does. */
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          run() {
            Promise.resolve()
              .then(work)
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                pump();
              });
          },
        };
        const jobs = waiting.get(key);
        if (jobs) jobs.push(job);
        else waiting.set(key, [job]);
        pump();
      });
    },

    /** Tasks waiting for a turn (tests). */
    get size(): number {
      let size = 0;
      for (const jobs of waiting.values()) size += jobs.length;
      return size;
    },
  };
}

export type FairQueue = ReturnType<typeof createFairQueue>;
