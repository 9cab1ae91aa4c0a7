#!/usr/bin/env node
/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (or those whose name contains one of the
 * arguments: `npm run bench -- stores`), each in its own process under tsx, then writes all
 * results to bench/results/<time>.json (and latest.json) and prints them as markdown.
 *
 * A benchmark reports numbers; it is not a test: it exits non-zero only when it could not run.
 */
import { spawn } from "node:child_process";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const BENCH_DIR = fileURLToPath(new URL(".", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_DIR = join(BENCH_DIR, "results");
const TSX = import.meta.resolve("tsx");

/** Runs one benchmark file; answers its result, or throws when it failed. */
async function runOne(file, resultFile) {
  const child = spawn(
    process.execPath,
    ["--import", TSX, "--conditions=@shopwright/source", join(BENCH_DIR, file)],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, BENCH_RESULT_FILE: resultFile } },
  );
  const code = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0) throw new Error(`${file} exited with ${code}`);
  const result = JSON.parse(await readFile(resultFile, "utf8"));
  await rm(resultFile);
  return result;
}

async function main() {
  const filters = process.argv.slice(2);
  const files = (await readdir(BENCH_DIR))
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => filters.length === 0 || filters.some((word) => f.includes(word)))
    .sort();
  if (files.length === 0) throw new Error(`no benchmark in bench/ matches ${filters.join(", ")}`);

  await mkdir(RESULTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, "-");
  const results = [];
  const failed = [];
  for (const file of files) {
    const name = basename(file, ".bench.ts");
    console.error(`\n== ${name} ==`);
    const began = Date.now();
    try {
      results.push(await runOne(file, join(RESULTS_DIR, `.${name}-${stamp}.partial.json`)));
      console.error(`== ${name}: done in ${((Date.now() - began) / 1000).toFixed(0)} s ==`);
    } catch (error) {
      failed.push(name);
      console.error(`== ${name}: failed: ${error instanceof Error ? error.message : error} ==`);
    }
  }

  if (results.length) {
    const run = { startedAt, finishedAt: new Date().toISOString(), failed, results };
    const text = `${JSON.stringify(run, null, 2)}\n`;
    const path = join(RESULTS_DIR, `${stamp}.json`);
    await writeFile(path, text);
    await writeFile(join(RESULTS_DIR, "latest.json"), text);
    console.log(results.map((r) => r.markdown).join("\n\n"));
    console.error(`\nResults: ${path}`);
  }
  if (failed.length) {
    console.error(`Could not run: ${failed.join(", ")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
