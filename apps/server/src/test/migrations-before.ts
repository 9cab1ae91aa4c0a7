import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, onTestFinished } from "vitest";

/** The server's migrations folder. */
export const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * A copy of the migrations folder as it was before `tag` (its journal stops short of it), for
 * a test that writes rows the old way and then runs the migration; removed when the test ends.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), "shopwright-migrations-"));
  onTestFinished(() => rm(directory, { recursive: true, force: true }));
  await cp(MIGRATIONS, directory, { recursive: true });
  const journalPath = join(directory, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return directory;
}
