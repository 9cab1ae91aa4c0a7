import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux x86-64). */
const TICKS_PER_SECOND = 100;
const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU time (user + system) of one process so far, in ticks; null if it is gone. */
async function processTicks(pid: number | string): Promise<{ name: string; ticks: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may contain spaces; after it come field 3
    // (state) onwards, so utime (field 14) and stime (15) are the 12th and 13th.
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) that one process has used so far, in milliseconds, in steps of
 * 10 ms; null where there is no /proc (not Linux) or the process is gone.
 */
export async function processCpuMs(pid: number): Promise<number | null> {
  const own = await processTicks(pid);
  return own === null ? null : ms(own.ticks);
}

/** What the whole machine and the benchmark's own processes have used so far. */
export interface CpuSnapshot {
  /** Ticks of all CPUs: busy, idle and stolen. */
  all: number;
  busy: number;
  /** Ticks the hypervisor gave to other machines while this one wanted to run. */
  steal: number;
  /** Ticks of the benchmark's processes, its PostgreSQL backends among them. */
  ours: number;
  /** Ticks of the benchmark's PostgreSQL backends alone. */
  database: number;
}

/** The pids of the PostgreSQL backends serving `database` (see cpuSnapshot). */
export async function databaseBackends(database: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    if ((await processTicks(entry))?.name !== "postgres") continue;
    const title = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (title.includes(` ${database} `)) pids.push(Number(entry));
  }
  return pids;
}

/**
 * Restricts processes, every thread of each, to the given CPUs (`taskset`, Linux only). A
 * process that is gone by then is skipped.
 */
export async function pinToCpus(pids: number[], cpus: string): Promise<void> {
  for (const pid of pids) {
    await promisify(execFile)("taskset", ["-a", "-p", "-c", cpus, String(pid)]).catch(
      (error: unknown) => {
        if (!String(error).includes("No such process")) throw error;
      },
    );
  }
}

/**
 * A snapshot from /proc, or null where there is none. `pids`: the benchmark's processes;
 * `database`: a PostgreSQL database whose backends (`postgres: … <database> …` in their
 * command line) work for the benchmark too. Other backends, such as those of a test suite on
 * the same server, are someone else's.
 */
export async function cpuSnapshot(pids: number[], database?: string): Promise<CpuSnapshot | null> {
  try {
    const line = (await readFile("/proc/stat", "utf8")).split("\n")[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .split(/\s+/)
      .slice(1, 9)
      .map(Number) as [number, number, number, number, number, number, number, number];
    let ours = 0;
    for (const pid of pids) ours += (await processTicks(pid))?.ticks ?? 0;
    let backends = 0;
    if (database) {
      for (const pid of await databaseBackends(database)) {
        backends += (await processTicks(pid))?.ticks ?? 0;
      }
    }
    const busy = user + nice + system + irq + softirq;
    return {
      all: busy + idle + iowait + steal,
      busy,
      steal,
      ours: ours + backends,
      database: backends,
    };
  } catch {
    return null;
  }
}

/** CPU time of the benchmark's PostgreSQL backends between two snapshots, in milliseconds. */
export function databaseCpuMs(before: CpuSnapshot | null, after: CpuSnapshot | null) {
  return before && after ? ms(after.database - before.database) : null;
}

/**
 * Between two snapshots: the share of all CPUs (0–1) that processes other than the
 * benchmark's kept busy, and the share the hypervisor stole. Either skews what was measured
 * in between.
 */
export function contention(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
): { others: number; steal: number } | null {
  if (!before || !after || after.all <= before.all) return null;
  const all = after.all - before.all;
  return {
    others: Math.max(0, after.busy - before.busy - (after.ours - before.ours)) / all,
    steal: (after.steal - before.steal) / all,
  };
}

/**
 * Waits until a server has worked off what it still had queued: until its process (and the
 * backends of its PostgreSQL database, if any) used under 5 % of one CPU for 300 ms in a row.
 * Gives up after `maxMs`. Without /proc it waits nothing.
 */
export async function waitUntilIdle(pid: number, database?: string, maxMs = 120_000) {
  const ticks = async () => {
    const server = (await processTicks(pid))?.ticks ?? 0;
    const snapshot = database ? await cpuSnapshot([], database) : null;
    return server + (snapshot?.database ?? 0);
  };
  const deadline = Date.now() + maxMs;
  let last = await ticks();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await ticks();
    if ((ms(now - last) * 100) / 300 < 5) return;
    last = now;
  }
}
