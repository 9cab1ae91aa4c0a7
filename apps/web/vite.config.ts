import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

// The repository's .env (or ENV_FILE's; none: no file), as the server reads it: the real
// environment wins over it.
const envFileName = process.env.ENV_FILE || ".env";
const envFile = fileURLToPath(new URL(envFileName, new URL("../../", import.meta.url)));
const fromEnvFile =
  envFileName !== "none" && existsSync(envFile) ? parseEnv(readFileSync(envFile, "utf8")) : {};
// The invite code of the private-beta gate is fixed at build time (PRODUCT.md §5; README).
const inviteCode = process.env.INVITE_CODE ?? fromEnvFile.INVITE_CODE ?? "SHOPWRIGHT";
const apiTarget = process.env.API_URL ?? "http://localhost:3001";

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * The icons a site's renderers draw in its content (a feature's icon, an image tile's fallback
 * icon) are not in any route's first chunks (docs/ARCHITECTURE.md "What the web app loads
 * when"). In the browser build, `lucide-react` as imported by these files is a module of the
 * same names (src/lib/lazy-icons.tsx) whose icons draw an empty icon of their size until one
 * chunk holding all of them is in, fetched when the first is drawn. The names are read from
 * the files' own import of lucide-react. The server is not built here: it draws them at once.
 */
const LAZY_ICON_IMPORTERS = [
  "packages/site/src/render/FeatureIcon.tsx",
  "packages/site/src/render/fallback-icon.ts",
].map(fromRoot);

function lazySiteIcons(): Plugin {
  const lazy = "virtual:site-icons";
  const drawn = "virtual:site-icons-drawn";
  const importedIcons = (file: string) => {
    const list = /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/.exec(readFileSync(file, "utf8"));
    if (!list) {
      throw new Error(
        `${file} no longer imports icons from lucide-react: update LAZY_ICON_IMPORTERS in apps/web/vite.config.ts`,
      );
    }
    return list[1]!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!);
  };
  return {
    name: "shopwright:lazy-site-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "lucide-react" && importer && LAZY_ICON_IMPORTERS.includes(importer)) {
        return `\0${lazy}`;
      }
      if (source === lazy || source === drawn) return `\0${source}`;
      return null;
    },
    load(id) {
      if (id !== `\0${lazy}` && id !== `\0${drawn}`) return null;
      for (const file of LAZY_ICON_IMPORTERS) this.addWatchFile(file);
      const names = [...new Set(LAZY_ICON_IMPORTERS.flatMap(importedIcons))].sort();
      if (id === `\0${drawn}`) return `export { ${names.join(", ")} } from "lucide-react";`;
      return [
        `import { lazyIcons } from ${JSON.stringify(fromRoot("apps/web/src/lib/lazy-icons.tsx"))};`,
        `const icon = lazyIcons(() => import(${JSON.stringify(drawn)}));`,
        ...names.map((name, index) => `const icon${index} = icon(${JSON.stringify(name)});`),
        `export { ${names.map((name, index) => `icon${index} as ${name}`).join(", ")} };`,
      ].join("\n");
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), lazySiteIcons()],
  // Our source condition first, then Vite's browser defaults (without them, packages such as
  // react-dom/server resolve to their Node builds).
  resolve: { conditions: ["@shopwright/source", ...defaultClientConditions] },
  define: { __INVITE_CODE__: JSON.stringify(inviteCode) },
  server: { port: 3000, proxy: { "/api": apiTarget, "/uploads": apiTarget, "/_sw": apiTarget } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser Vite targets preloads modules natively: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Our workspace packages run no code on import but their CSS: a module whose exports
        // the app does not use is left out (the server's starter themes, the contracts of
        // screens not loaded), instead of riding along in the chunk that imports the package.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](sdk|site)[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
});
