import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** What one benchmark hands to bench/run.mjs: its data, plus a markdown rendering of it. */
export interface BenchResult {
  name: string;
  title: string;
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  /** Whatever the benchmark measured, in its own shape. */
  data: unknown;
  markdown: string;
}

export interface MachineInfo {
  /** Cores this process may use: what `nproc` prints. */
  cores: number;
  /**
   * Share of all cores (0–1) that other processes kept busy during one idle second before and
   * one after the run: other work on the machine skews every number, the reference's included.
   */
  busy?: { before: number; after: number };
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machineInfo(): MachineInfo {
  return {
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

/** Measures how busy the machine is while this process sleeps for `ms`: 0 idle, 1 all cores busy. */
export async function machineBusy(ms = 1_000): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (acc, cpu) => {
        const t = cpu.times;
        acc.idle += t.idle;
        acc.all += t.user + t.nice + t.sys + t.irq + t.idle;
        return acc;
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

export const RESULTS_DIR = fileURLToPath(new URL("../results/", import.meta.url));

/**
 * Writes the result where bench/run.mjs asked (BENCH_RESULT_FILE), or, for a benchmark run on
 * its own, to bench/results/<name>-<time>.json. Answers the path written.
 */
export async function writeResult(result: BenchResult): Promise<string> {
  const stamp = result.startedAt.replace(/[:.]/g, "-");
  const path = process.env.BENCH_RESULT_FILE ?? join(RESULTS_DIR, `${result.name}-${stamp}.json`);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(result, null, 2)}\n`);
  return path;
}

/** A GitHub-flavoured markdown table; columns after the first are right-aligned. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

/** Above this share of the CPUs kept busy by others, a result carries a warning. */
export const BUSY = 0.1;

export const ms = (value: number) =>
  Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "–";
export const percent = (share: number) => `${Math.round(share * 100)} %`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;

/** The line above a result's table that says how busy other processes kept the machine. */
export function busyNote({ busy }: MachineInfo): string {
  if (!busy) return "";
  const shares = `${percent(busy.before)} and ${percent(busy.after)} of the CPUs busy in an idle second before and after the run`;
  return Math.max(busy.before, busy.after) > BUSY
    ? `**Warning:** other processes kept ${shares}, so every number here is skewed.\n`
    : `Other processes kept ${shares}.\n`;
}
