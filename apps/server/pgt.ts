import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openDatabase } from "./src/db/client.js";
const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
let t = performance.now();
const pgliteWasmModule = await WebAssembly.compile(await readFile(join(dist, "pglite.wasm")));
const initdbWasmModule = await WebAssembly.compile(await readFile(join(dist, "initdb.wasm")));
const fsBundle = new Blob([await readFile(join(dist, "pglite.data"))]);
console.log("compile", performance.now() - t);
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const p = new PGlite({ extensions: { pg_trgm }, pgliteWasmModule, initdbWasmModule, fsBundle }); await p.waitReady;
  console.log("precompiled pglite", performance.now() - t);
}
t = performance.now();
const src = new PGlite({ extensions: { pg_trgm }, pgliteWasmModule, initdbWasmModule, fsBundle }); await src.waitReady;
await src.exec("create table a(x int); insert into a values (1)");
const dump = await src.dumpDataDir("none");
console.log("dump", performance.now() - t, dump.size);
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const p = new PGlite({ extensions: { pg_trgm }, pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir: dump }); await p.waitReady;
  console.log("loaded", performance.now() - t, (await p.query("select * from a")).rows);
}
