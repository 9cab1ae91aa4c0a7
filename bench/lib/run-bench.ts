import { cleanUp, cleanUpOnSignals } from "./harness.js";
import {
  BUSY,
  machineBusy,
  machineInfo,
  percent,
  writeResult,
  type BenchResult,
  type MachineInfo,
} from "./result.js";

/** What a benchmark measured: its data, and its markdown once the machine's load is known. */
export interface Measured {
  title: string;
  data: unknown;
  markdown(machine: MachineInfo): string;
}

/**
 * Runs one benchmark around `measure`: cleanups on Ctrl-C, how busy the machine was before
 * and after, the result file, its markdown on stdout when run on its own, and exit code 1
 * (after cleaning up) when it could not run.
 */
export function runBench(
  name: string,
  log: (message: string) => void,
  measure: () => Promise<Measured>,
  /** The machine as read before the run, for a benchmark that pins itself to fewer CPUs. */
  info: Omit<MachineInfo, "busy"> = machineInfo(),
): void {
  cleanUpOnSignals(log);
  const run = async () => {
    const startedAt = new Date().toISOString();
    const busyBefore = await machineBusy();
    if (busyBefore > BUSY) {
      log(`warning: other processes keep ${percent(busyBefore)} of the CPUs busy`);
    }
    const measured = await measure();
    await cleanUp();
    const machine: MachineInfo = {
      ...info,
      busy: { before: busyBefore, after: await machineBusy() },
    };
    const result: BenchResult = {
      name,
      title: measured.title,
      startedAt,
      finishedAt: new Date().toISOString(),
      machine,
      data: measured.data,
      markdown: measured.markdown(machine),
    };
    const path = await writeResult(result);
    log(`result written to ${path}`);
    if (!process.env.BENCH_RESULT_FILE) console.log(result.markdown);
  };
  run().catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
}
