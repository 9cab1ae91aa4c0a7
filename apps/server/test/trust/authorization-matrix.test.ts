import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATRIX, expected } from "./authorization-matrix.js";
import { seedWorld, type TrustActor, type World } from "./trust-world.js";

let w: World;
beforeAll(async () => {
  // Every actor calls every cart route from one address: the cart limit is not what this tests.
  w = await seedWorld({ cartRateLimit: 1_000_000 });
}, 300_000);
afterAll(() => w.close());

// The quick subset (every push) sends every route to one actor of each kind that matters;
// TRUST_FULL=1 sends it to all seventeen.
const IS_FULL = process.env.TRUST_FULL === "1";
const QUICK_ACTORS = new Set([
  "owner0",
  "admin0",
  "member0",
  "key0",
  "owner1",
  "key2",
  "stranger",
  "anonymous",
  "expired",
  "foreign-key",
  "alg-none",
]);

/** What no answer may carry, whoever asks. */
const FORBIDDEN_TEXT = [
  /password_?hash/i,
  /\$argon2/,
  /token_?hash/i,
  /node_modules/,
  /\/tmp\//,
  /sw-trust-/,
];

/** Routes that answer the caller a credential of their own making (a token, a key, a link). */
const ISSUES_CREDENTIALS = new Set([
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/teams/:id/api-keys",
]);

const tally = { cases: 0, refusedWrites: 0 };

describe("authorization matrix", () => {
  const routes = Object.keys(MATRIX).sort();

  it.each(routes)("%s answers every actor as its row says", async (route) => {
    const row = MATRIX[route]!;
    const method = route.split(" ")[0]!;
    const isWrite = method !== "GET";
    const actors = w.actors.filter((actor) => IS_FULL || QUICK_ACTORS.has(actor.name));
    const failures: string[] = [];
    for (const actor of actors) {
      const want = expected(row.rule, actor);
      const request = await row.request(w, actor);
      const isChecked = isWrite && want.isRefused && row.touches !== undefined;
      const before = isChecked ? await w.fingerprint(row.touches) : "";
      const response = await w.t.app.inject({
        method: method as "GET",
        url: request.url,
        headers: { ...actor.headers, ...request.headers },
        payload: request.payload as object,
      });
      tally.cases += 1;
      const label = `${actor.name}: ${method} ${request.url}`;
      if (response.statusCode !== want.status) {
        failures.push(
          `${label} → ${response.statusCode}, expected ${want.status}: ${response.body.slice(0, 200)}`,
        );
      }
      for (const pattern of FORBIDDEN_TEXT) {
        if (pattern.test(response.body)) failures.push(`${label} → body matches ${pattern}`);
      }
      if (!ISSUES_CREDENTIALS.has(route)) {
        const leaked = w.actors.filter(
          (other: TrustActor) => other.secret && response.body.includes(other.secret),
        );
        for (const other of leaked)
          failures.push(`${label} → body carries ${other.name}'s credential`);
      }
      if (isChecked) {
        tally.refusedWrites += 1;
        const after = await w.fingerprint(row.touches);
        if (after !== before)
          failures.push(`${label} → refused, yet changed ${row.touches!.join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("sent every case it meant to", () => {
    // Read by docs/TRUST.md's figures; printed so a run shows them.
    console.info(
      `authorization matrix: ${tally.cases} cases, ${tally.refusedWrites} refused writes checked`,
    );
    expect(tally.cases).toBeGreaterThan(0);
  });
});
