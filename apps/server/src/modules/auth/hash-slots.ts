/** Runs at most `size` tasks at once; the others wait, first come first served. */
export function createSlots(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      // A finishing task hands its slot straight to the next waiter, so `running` stays.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Tasks running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
