import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite that runs one statement per turn of the event loop.
 *
 * PGlite executes SQL synchronously on the main thread, and hands its lock from one statement
 * to the next through promise callbacks, so a queue of statements from many requests ran to
 * the end inside a single turn of the loop: under load one turn took 0.5–1 s. Node (libuv
 * 1.45 and later) accepts one new connection per turn, so new visitors waited for seconds and
 * timed out while open connections were served (in the load test). Waiting for
 * the next turn after taking the lock lets the loop accept, read and write between statements;
 * on an idle server the wait costs microseconds.
 */
export class TurnTakingPGlite extends PGlite {
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return fn();
    });
  }
}
