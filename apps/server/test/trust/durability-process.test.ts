import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  createServerHome,
  spawnServer,
  startServer,
  type ServerHome,
  type ServerProcess,
} from "./durability-server.js";

// docs/TRUST.md §6: the real server as its own process, on the database of the trust project
// (PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database), faulted with SIGKILL and
// SIGTERM in the middle of mixed writes. A write counts as acknowledged when its 2xx answer
// arrived; every acknowledged write must be there after the restart.
const IS_FULL = process.env.TRUST_FULL === "1";
const KILL_CYCLES = IS_FULL ? 50 : 3;
const PRODUCT_WRITERS = 4;

let home: ServerHome;
let server: ServerProcess | null = null;
let token = "";
let storeId = "";

/** What the writers were told was saved. */
const acknowledged = {
  products: [] as string[],
  /** The newest editor save answered 2xx: its version and the page name it wrote. */
  editor: { version: 0, page: "" },
};
const figures = { cycles: 0, restarts: 0, failedRestarts: 0, products: 0, saves: 0, lost: 0 };

interface EditorData {
  store: { version: number };
  layout: { pages?: { name: string }[] };
}

const firstPageName = (editor: EditorData) => editor.layout.pages?.[0]?.name ?? "";

const layoutNamed = (page: string) => ({ pages: [{ name: page, path: "/", sections: [] }] });

beforeAll(async () => {
  home = await createServerHome();
  server = await startServer(home);
  const registered = await callApi(server, "POST", "/auth/register", undefined, {
    name: "Durable",
    email: `durable-${Date.now()}@example.com`,
    password: "secret123",
  });
  token = (registered.body.data as { token: string }).token;
  const store = await callApi(server, "POST", "/store", token, {
    storeName: "Durable",
    domain: `durable-${Date.now()}.example.com`,
  });
  storeId = (store.body.data as { store: { _id: string } }).store._id;
  // Until a save is acknowledged, the store's own first layout is what must survive.
  const editor = await callApi(server, "GET", `/store/${storeId}/editor`, token);
  const first = editor.body.data as EditorData;
  acknowledged.editor = { version: first.store.version, page: firstPageName(first) };
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await home?.remove();
});

/** Writes until the server goes away (or `until` says stop); records what was acknowledged. */
async function productWriter(target: ServerProcess, until: () => boolean, label: string) {
  for (let n = 0; !until(); n++) {
    let answer;
    try {
      answer = await callApi(target, "POST", "/products", token, {
        storeId,
        name: `${label}-${n}`,
        price: 1 + n,
        stock: n,
      });
    } catch {
      return;
    }
    if (answer.status >= 200 && answer.status < 300) {
      acknowledged.products.push((answer.body.data as { product: { _id: string } }).product._id);
      figures.products += 1;
    } else if (answer.status !== 503) {
      throw new Error(`product write answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
}

async function editorWriter(target: ServerProcess, until: () => boolean, label: string) {
  // Saves as the editor does: on the version it last saw.
  let base = acknowledged.editor.version;
  for (let n = 0; !until(); n++) {
    const page = `${label}-${n}`;
    let answer;
    try {
      answer = await callApi(target, "POST", `/store/${storeId}/editor-update`, token, {
        layout: layoutNamed(page),
        version: base,
      });
      if (answer.status === 409) {
        // A save in flight when the last server died may have committed unanswered: reload.
        const editor = await callApi(target, "GET", `/store/${storeId}/editor`, token);
        base = (editor.body.data as { store: { version: number } }).store.version;
        continue;
      }
    } catch {
      return;
    }
    if (answer.status >= 200 && answer.status < 300) {
      base = (answer.body.data as { version: number }).version;
      acknowledged.editor = { version: base, page };
      figures.saves += 1;
    } else if (answer.status !== 503) {
      throw new Error(`editor save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
}

/**
 * Every acknowledged write is there: each product acknowledged from `since` on, looked up by
 * id, as many products in the store as were ever acknowledged, and the editor at its newest
 * save. The run ends with a check of every product from the first (`since` 0).
 */
async function lostWrites(target: ServerProcess, since = 0): Promise<string[]> {
  const lost: string[] = [];
  const ids = acknowledged.products.slice(since);
  const list = await callApi(target, "GET", `/products/${storeId}?limit=1`, token);
  const total = (list.body.data as { total: number }).total;
  if (total < acknowledged.products.length)
    lost.push(`${total} products in the store, ${acknowledged.products.length} acknowledged`);
  for (let i = 0; i < ids.length; i += 16) {
    const answers = await Promise.all(
      ids.slice(i, i + 16).map((id) => callApi(target, "GET", `/products/item/${id}`, token)),
    );
    answers.forEach((answer, j) => {
      if (answer.status !== 200) lost.push(`product ${ids[i + j]} → ${answer.status}`);
    });
  }
  const editor = await callApi(target, "GET", `/store/${storeId}/editor`, token);
  const data = editor.body.data as EditorData;
  const want = acknowledged.editor;
  if (data.store.version < want.version)
    lost.push(`editor at version ${data.store.version}, acknowledged ${want.version}`);
  else if (data.store.version === want.version && firstPageName(data) !== want.page)
    lost.push(`editor page ${firstPageName(data)}, acknowledged ${want.page}`);
  return lost;
}

describe(`durability of the server process (${process.env.TEST_DB ?? "pglite"})`, () => {
  it(
    `loses no acknowledged write over ${KILL_CYCLES} kill -9 cycles during mixed writes`,
    async () => {
      const lost: string[] = [];
      for (let cycle = 0; cycle < KILL_CYCLES; cycle++) {
        const target = server!;
        const since = acknowledged.products.length;
        let isDead = false;
        void target.exited.then(() => (isDead = true));
        const until = () => isDead;
        const writers = [
          ...Array.from({ length: PRODUCT_WRITERS }, (_, w) =>
            productWriter(target, until, `c${cycle}w${w}`),
          ),
          editorWriter(target, until, `c${cycle}`),
        ];
        // A random moment: after some writes were acknowledged, while others are in flight.
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
        target.child.kill("SIGKILL");
        await target.exited;
        await Promise.all(writers);
        figures.cycles += 1;

        // On PGlite the killed server's lock file is left behind: the restart takes it over.
        figures.restarts += 1;
        try {
          server = await startServer(home);
        } catch (error) {
          figures.failedRestarts += 1;
          throw error;
        }
        lost.push(...(await lostWrites(server, since)));
      }
      lost.push(...(await lostWrites(server!)));
      figures.lost = lost.length;
      console.info(
        `kill -9 (${home.kind}): ${figures.cycles} cycles, ${figures.products} products and ` +
          `${figures.saves} editor saves acknowledged, ${figures.lost} lost, ` +
          `${figures.failedRestarts} failed restarts of ${figures.restarts}`,
      );
      expect(lost).toEqual([]);
      expect(figures.failedRestarts).toBe(0);
      expect(figures.products).toBeGreaterThan(0);
    },
    IS_FULL ? 3_600_000 : 120_000,
  );

  it.runIf(process.env.TEST_DB !== "postgres")(
    "refuses a second server on the same PGlite directory, every time",
    async () => {
      const tries = IS_FULL ? 10 : 2;
      for (let i = 0; i < tries; i++) {
        const second = await spawnServer(home);
        const { code } = await second.exited;
        expect(code, second.output()).not.toBe(0);
        expect(second.output()).toContain("is already using the data directory");
      }
      // The first one kept serving throughout.
      expect((await callApi(server!, "GET", "/auth/me", token)).status).toBe(200);
      console.info(`second server on one PGlite directory: refused ${tries} of ${tries} times`);
    },
    120_000,
  );

  it("finishes in-flight requests on SIGTERM, exits 0 and loses no acknowledged write", async () => {
    const target = server!;
    let isStopping = false;
    const inFlight: Promise<number>[] = [];
    const errors: string[] = [];
    // Writers send only until SIGTERM is sent; what they sent before must all succeed.
    async function writer(w: number) {
      for (let n = 0; !isStopping; n++) {
        const sent = callApi(target, "POST", "/products", token, {
          storeId,
          name: `term-${w}-${n}`,
          price: 1,
          stock: 1,
        }).then(
          (answer) => {
            if (answer.status >= 200 && answer.status < 300)
              acknowledged.products.push(
                (answer.body.data as { product: { _id: string } }).product._id,
              );
            else errors.push(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
            return answer.status;
          },
          (error: unknown) => {
            errors.push(String(error));
            return 0;
          },
        );
        inFlight.push(sent);
        await sent;
      }
    }
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((resolve) => setTimeout(resolve, 800));
    isStopping = true;
    target.child.kill("SIGTERM");
    await Promise.all(writers);
    const statuses = await Promise.all(inFlight);
    const { code } = await target.exited;
    console.info(
      `SIGTERM under load (${home.kind}): ${statuses.length} requests, ` +
        `${errors.length} errors, exit code ${code}`,
    );
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    server = await startServer(home);
    expect(await lostWrites(server)).toEqual([]);
  }, 120_000);
});
