import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "sw-lock-"));

describe("lockDataDir", () => {
  it("takes a free directory and releases it", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  });

  it("refuses while another live node process holds it", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(join(dir, "server.lock"), String(holder.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(/already using the data directory/);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over the lock of a process that was killed", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(join(dir, "server.lock"), String(holder.pid));
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
