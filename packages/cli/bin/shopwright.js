#!/usr/bin/env node
// The bin npm links at install: a committed file, so the link exists before the first build
// (npm skips a workspace bin whose target is missing). It runs the compiled CLI in dist/.
try {
  await import("../dist/bin.js");
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/bin.js")) {
    console.error("The Shopwright CLI is not built yet: run `npm run build` in the repository.");
    process.exit(1);
  }
  throw error;
}
