import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Resolves when a file can be created in `dir` now (made when missing); throws the file
 * system's error otherwise (read-only, full, not a folder, no permission). The probe file's
 * name starts with a dot, which no blob key or pack name does, and it is removed at once.
 */
export async function probeWritableDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const probe = join(dir, `.ready-${randomBytes(8).toString("hex")}`);
  try {
    await writeFile(probe, "ready", { flag: "wx", mode: 0o600 });
  } finally {
    await rm(probe, { force: true });
  }
}
