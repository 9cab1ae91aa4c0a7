import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TurnTakingPGlite } from "./turn-taking-pglite.js";

// Under the load test, a server on PGlite stopped accepting connections
// (new visitors timed out for seconds while open connections were served). PGlite ran every
// queued statement inside one turn of the event loop, and Node accepts one connection per turn.
const BUSY_REQUESTS = 40;
const STATEMENTS_PER_REQUEST = 5;

let database: TurnTakingPGlite;
let server: Server;
let port = 0;

beforeAll(async () => {
  database = new TurnTakingPGlite();
  await database.waitReady;
  // Each request runs a few statements of a few milliseconds, as the API's routes do.
  server = createServer((req, res) => {
    void (async () => {
      if (req.url === "/busy") {
        for (let n = 0; n < STATEMENTS_PER_REQUEST; n++)
          await database.query("select count(*) from generate_series(1, 20000)");
      }
      res.end("ok");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

/** GET through `agent` (false: a connection of its own); resolves when the answer arrived. */
const get = (path: string, agent: Agent | false = false) =>
  new Promise<void>((resolve, reject) => {
    const req = request({ port, path, agent }, (res) => {
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", reject);
    req.end();
  });

describe.skipIf(process.env.TEST_DB === "postgres")("PGlite taking turns", () => {
  it("answers a new connection while a burst of requests waits for the database", async () => {
    // Open connections first, as a busy server has them; the burst arrives on them at once.
    const agent = new Agent({ keepAlive: true, maxSockets: BUSY_REQUESTS });
    await Promise.all(Array.from({ length: BUSY_REQUESTS }, () => get("/quick", agent)));
    let finished = 0;
    const burst = Array.from({ length: BUSY_REQUESTS }, () =>
      get("/busy", agent).then(() => (finished += 1)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    let finishedWhenAnswered = -1;
    await get("/quick").then(() => (finishedWhenAnswered = finished));
    await Promise.all(burst);
    agent.destroy();
    // Without turns, the new connection was accepted only after every queued statement ran.
    expect(finishedWhenAnswered).toBeLessThan(BUSY_REQUESTS / 2);
  });
});
