// The stamps `npm start` holds against the sources to tell whether a build is out of date
// (scripts/start.mjs). `npm start` writes one after each build it runs; `npm run build` runs
// this file last, so a start after it (a container image, a deploy) builds nothing.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));

export const SERVER_STAMP = join(root, "apps/server/dist/.build-stamp");
export const WEB_STAMP = join(root, "apps/web/dist/.build-stamp");

/** Records that a build is as new as the sources are now. */
export const stamp = (path) => writeFileSync(path, new Date().toISOString());

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  stamp(SERVER_STAMP);
  stamp(WEB_STAMP);
}
