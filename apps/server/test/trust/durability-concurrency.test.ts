import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";

// docs/TRUST.md §6: writers racing for one store. Editor saves carry the version they were
// made on (optimistic locking): of several saves on one version exactly one wins, the others
// answer 409 and nothing they sent is kept; identical publishes at once make one deploy.
const IS_FULL = process.env.TRUST_FULL === "1";
const SAVE_ROUNDS = IS_FULL ? 100 : 5;
const PUBLISH_ROUNDS = IS_FULL ? 20 : 2;
const RACERS = 8;

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };
let storeId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sw-concurrency-"));
  t = await createTestApp({ dataDir });
  ({ auth } = await t.signUp("Racer"));
  const store = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Race", domain: `race-${Date.now()}.example.com` },
  });
  storeId = store.json().data.store._id as string;
  await t.app.inject({
    method: "POST",
    url: "/api/store/themes/choose",
    headers: auth,
    payload: { storeId, themeId: "roastery" },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function editor() {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/store/${storeId}/editor`,
    headers: auth,
  });
  const data = response.json().data as {
    store: { version: number };
    layout: { pages: { name: string }[] };
  };
  return { version: data.store.version, page: data.layout.pages[0]?.name };
}

const save = (page: string, version: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/editor-update`,
    headers: auth,
    payload: { layout: { pages: [{ name: page, path: "/", sections: [] }] }, version },
  });

describe("concurrent writers", () => {
  it(`editor saves on one version: one wins, the others 409, no update lost (${SAVE_ROUNDS} rounds × ${RACERS})`, async () => {
    let won = 0;
    let refused = 0;
    const lost: string[] = [];
    for (let round = 0; round < SAVE_ROUNDS; round++) {
      const before = await editor();
      const pages = Array.from({ length: RACERS }, (_, i) => `Round ${round} racer ${i}`);
      const answers = await Promise.all(pages.map((page) => save(page, before.version)));
      const winners = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
      const losers = answers.filter((answer) => answer.statusCode === 409);
      for (const loser of losers) expect(loser.json().code).toBe("stale_version");
      expect(winners.length + losers.length).toBe(RACERS);
      expect(winners).toHaveLength(1);
      won += winners.length;
      refused += losers.length;
      const after = await editor();
      // The one acknowledged save is what is stored, at the version it was answered with.
      const winner = answers[winners[0]!]!.json().data as { version: number };
      if (after.version !== winner.version || after.page !== pages[winners[0]!])
        lost.push(`round ${round}: stored ${after.page} v${after.version}`);
      expect(after.version).toBe(before.version + 1);
    }
    console.info(
      `concurrent editor saves: ${SAVE_ROUNDS} rounds × ${RACERS}: ${won} won, ${refused} got 409, ${lost.length} lost updates`,
    );
    expect(lost).toEqual([]);
  });

  it(`identical publishes at once make exactly one deploy (${PUBLISH_ROUNDS} rounds × ${RACERS})`, async () => {
    const deploys = async () =>
      (
        await t.app.inject({ method: "GET", url: `/api/store/${storeId}/deploys`, headers: auth })
      ).json().data.deploys as { _id: string }[];
    let made = 0;
    for (let round = 0; round < PUBLISH_ROUNDS; round++) {
      // New content each round, so each round's publish has something new to deploy.
      const { version } = await editor();
      expect((await save(`Publish round ${round}`, version)).statusCode).toBe(200);
      const before = await deploys();
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () =>
          t.app.inject({
            method: "POST",
            url: `/api/store/${storeId}/publish`,
            headers: auth,
            payload: {},
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const ids = new Set(answers.map((answer) => answer.json().data.deploy._id as string));
      const after = await deploys();
      expect(ids.size).toBe(1);
      expect(after.length - before.length).toBe(1);
      made += after.length - before.length;
    }
    console.info(
      `concurrent identical publishes: ${PUBLISH_ROUNDS} rounds × ${RACERS}: ${made} deploys made`,
    );
    expect(made).toBe(PUBLISH_ROUNDS);
  });
});
