import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { promisify } from "node:util";
import { DockerfileParser, type Instruction } from "dockerfile-ast";
import { marked, type Tokens } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { CONFIG_VARIABLES } from "./config.js";
import { HEALTH_PATH } from "./modules/health/health.routes.js";
import { createTestApp, type TestApp } from "./test/test-app.js";

// The container files cannot be run here (no Docker engine in the test run): these tests hold
// them against what they must agree with, so they cannot drift from the repository.

const root = new URL("../../../", import.meta.url);
const read = (path: string) => readFile(new URL(path, root), "utf8");
const packageJson = JSON.parse(await read("package.json")) as {
  scripts: Record<string, string>;
  workspaces: string[];
};
const dockerfile = DockerfileParser.parse(await read("Dockerfile"));
const instructions = dockerfile.getInstructions();
const stages = dockerfile.getFROMs();
const compose = parseYaml(await read("compose.yaml")) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

interface ComposeService {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  command?: unknown;
  entrypoint?: unknown;
  environment?: Record<string, string>;
  env_file?: unknown;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

/** The instructions of the stage that starts at FROM number `index`. */
function stageInstructions(index: number): Instruction[] {
  const from = stages[index]!.getRange().start.line;
  const next = stages[index + 1]?.getRange().start.line ?? Infinity;
  return instructions.filter((i) => {
    const line = i.getRange().start.line;
    return line > from && line < next;
  });
}

const args = (instruction: Instruction) => instruction.getArgumentsContent() ?? "";
const runCommands = (index: number) =>
  stageInstructions(index)
    .filter((i) => i.getKeyword() === "RUN")
    .flatMap((i) => args(i).split("&&"))
    .map((command) => command.trim());
const finalStage = () => stageInstructions(stages.length - 1);
const keyword = (name: string) => finalStage().filter((i) => i.getKeyword() === name);

/** The workspace folders package.json names (`packages/*`, `apps/*`). */
async function workspaceFolders(): Promise<string[]> {
  const folders: string[] = [];
  for (const pattern of packageJson.workspaces) {
    const parent = pattern.replace(/\/\*$/, "");
    for (const entry of await readdir(new URL(`${parent}/`, root), { withFileTypes: true })) {
      const folder = `${parent}/${entry.name}`;
      if (entry.isDirectory() && existsSync(new URL(`${folder}/package.json`, root)))
        folders.push(folder);
    }
  }
  return folders.sort();
}

describe("the Dockerfile", () => {
  it("builds on Node 20 bookworm-slim in two stages", () => {
    const base = dockerfile
      .getInitialARGs()
      .map((arg) => arg.getProperty())
      .find((property) => property?.getName() === "NODE_IMAGE");
    expect(base?.getValue()).toBe("node:20-bookworm-slim");
    expect(stages.map((from) => from.getImageName())).toEqual(["${NODE_IMAGE}", "${NODE_IMAGE}"]);
  });

  it("installs with npm ci and builds with npm run build, as the README and CI do", async () => {
    const commands = runCommands(0).map((command) => command.replace(/ --no-(audit|fund)/g, ""));
    expect(commands.slice(0, 2)).toEqual(["npm ci", "npm run build"]);
    expect(packageJson.scripts.build).toBeDefined();
    expect(await read(".ci/run")).toMatch(/^npm ci\b/m);
    // The build stamps its output, and the prune (which rewrites the lock file) stamps again.
    expect(packageJson.scripts.build).toMatch(/node scripts\/build-stamps\.mjs$/);
    expect(commands.at(-1)).toBe("node scripts/build-stamps.mjs");
  });

  it("copies every workspace's package.json before npm ci, and the sources after it", async () => {
    const build = stageInstructions(0);
    const install = build.findIndex(
      (i) => i.getKeyword() === "RUN" && args(i).startsWith("npm ci"),
    );
    const copied = build
      .slice(0, install)
      .filter((i) => i.getKeyword() === "COPY")
      .flatMap((i) => args(i).split(/\s+/).slice(0, -1));
    expect(copied).toEqual(expect.arrayContaining(["package.json", "package-lock.json"]));
    const manifests = copied.filter((path) => path.includes("/"));
    expect(manifests.sort()).toEqual((await workspaceFolders()).map((f) => `${f}/package.json`));
    const sources = build.findIndex((i) => i.getKeyword() === "COPY" && args(i) === ". .");
    expect(sources).toBeGreaterThan(install);
  });

  it("runs what npm start runs, as a user other than root, with DATA_DIR a volume", () => {
    const [cmd] = keyword("CMD");
    expect(JSON.parse(args(cmd!))).toEqual(packageJson.scripts.start!.split(" "));
    const user = keyword("USER").at(-1);
    expect(args(user!)).toBe("node");
    const dataDir = /DATA_DIR=(\S+)/.exec(keyword("ENV").map(args).join(" "))?.[1];
    expect(dataDir).toBe("/data");
    expect(JSON.parse(args(keyword("VOLUME")[0]!))).toEqual([dataDir]);
  });

  describe("its HEALTHCHECK", () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp();
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      port = (t.app.server.address() as { port: number }).port;
    });
    afterAll(() => t.close());

    const healthCommand = () => {
      const [check] = keyword("HEALTHCHECK");
      const command = JSON.parse(args(check!).replace(/^.*?CMD\s+/s, "")) as string[];
      expect(command[0]).toBe("node");
      return command;
    };
    const runCheck = (onPort: number) =>
      promisify(execFile)(process.execPath, healthCommand().slice(1), {
        env: { PORT: String(onPort) },
      }).then(
        () => 0,
        (error: { code: number }) => error.code,
      );

    it(`asks ${HEALTH_PATH} and passes while the server answers`, async () => {
      expect(healthCommand().join(" ")).toContain(HEALTH_PATH);
      expect(await runCheck(port)).toBe(0);
    });

    it("fails when nothing answers on the port", async () => {
      await t.app.close();
      expect(await runCheck(port)).toBe(1);
    });
  });

  it("leaves .env, installed modules and builds out of the build context", async () => {
    const ignored = (await read(".dockerignore")).split("\n").map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining([".env", "**/node_modules", "**/dist"]));
  });
});

describe("compose.yaml", () => {
  const { services } = compose;
  const app = services.app!;
  const env = app.environment!;

  it("runs the app, PostgreSQL, Redis, MinIO with its bucket, and Caddy", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["app", "caddy", "minio", "minio-bucket", "postgres", "redis"].sort(),
    );
  });

  it("builds the app from the Dockerfile and runs its command, reachable through Caddy alone", () => {
    expect(app.build?.context).toBe(".");
    expect(app.command).toBeUndefined();
    expect(app.entrypoint).toBeUndefined();
    expect(app.ports).toBeUndefined();
    expect(app.env_file).toBe(".env");
    expect(app.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
      "minio-bucket": { condition: "service_completed_successfully" },
    });
  });

  it("gives the app settings the server reads, or the S3 store's", () => {
    const unknown = Object.keys(env).filter(
      // The S3 file store's settings (S3_BUCKET …; README "Configuration").
      (name) => !CONFIG_VARIABLES.includes(name) && !name.startsWith("S3_"),
    );
    expect(unknown).toEqual([]);
  });

  it("points the app at the PostgreSQL and Redis services", () => {
    const database = new URL(env.DATABASE_URL!.replace(/\$\{[^}]+\}/, "password"));
    const postgres = services.postgres!.environment!;
    expect(database.hostname).toBe("postgres");
    expect(database.username).toBe(postgres.POSTGRES_USER);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
    expect(env.DATABASE_URL).toContain(postgres.POSTGRES_PASSWORD);
    expect(new URL(env.REDIS_URL!).hostname).toBe("redis");
  });

  it("points the app's S3 settings at MinIO and the bucket the one-shot service makes", () => {
    expect(
      Object.keys(env)
        .filter((name) => name.startsWith("S3_"))
        .sort(),
    ).toEqual(
      [
        "S3_ACCESS_KEY_ID",
        "S3_BUCKET",
        "S3_ENDPOINT",
        "S3_FORCE_PATH_STYLE",
        "S3_REGION",
        "S3_SECRET_ACCESS_KEY",
      ].sort(),
    );
    expect(new URL(env.S3_ENDPOINT!).host).toBe("minio:9000");
    expect(env.S3_FORCE_PATH_STYLE).toBe("true");
    const minio = services.minio!.environment!;
    expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    const bucket = services["minio-bucket"]!;
    expect(bucket.image).toMatch(/^minio\/mc:/);
    expect(bucket.depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(String(bucket.command)).toContain(`mc mb --ignore-existing store/${env.S3_BUCKET}`);
  });

  it("keeps DATA_DIR on a named volume", () => {
    expect(env.DATA_DIR).toBe("/data");
    const [volume] = app.volumes!;
    const [name, target] = volume!.split(":");
    expect(target).toBe(env.DATA_DIR);
    expect(Object.keys(compose.volumes)).toContain(name);
  });

  it("mounts deploy/Caddyfile into Caddy, which proxies to the app", () => {
    const caddy = services.caddy!;
    expect(caddy.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    expect(caddy.environment?.SHOPWRIGHT_UPSTREAM).toBe("app:3000");
    expect(caddy.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
  });

  it("has no default password: compose stops unless .env sets them", async () => {
    const text = await read("compose.yaml");
    const defaults = [...text.matchAll(/\$\{([A-Z_]*PASSWORD[A-Z_]*)(:?[-?])/g)];
    expect(defaults.length).toBeGreaterThan(0);
    expect(defaults.filter((match) => match[2] !== ":?")).toEqual([]);
  });
});

describe("the README's Self-hosting section", () => {
  it("installs, builds and starts with the commands the Dockerfile and CI use", async () => {
    const tokens = marked.lexer(await read("README.md"));
    const start = tokens.findIndex(
      (token) => token.type === "heading" && token.depth === 2 && token.text === "Self-hosting",
    );
    expect(start).toBeGreaterThanOrEqual(0);
    const end = tokens.findIndex(
      (token, index) => index > start && token.type === "heading" && token.depth === 2,
    );
    const code = tokens
      .slice(start, end)
      .filter((token): token is Tokens.Code => token.type === "code")
      .map((token) => token.text)
      .join("\n");
    for (const command of ["npm ci", "npm run build", "npm start", "docker compose up"]) {
      expect(code, command).toContain(command);
    }
  });
});
