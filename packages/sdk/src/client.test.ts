import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient } from "./client.js";

// A real HTTP server on loopback standing in for the API, so the client's fetch runs for real.
let server: Server;
let baseUrl: string;
const seen: { method?: string; url?: string; authorization?: string; body?: string }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, payload: string, type = "application/json") => {
      response.writeHead(status, { "content-type": type });
      response.end(payload);
    };
    if (request.url === "/api/store") {
      return send(200, JSON.stringify({ success: true, data: { stores: [{ _id: "s1" }] } }));
    }
    if (request.url === "/api/store/taken") {
      return send(
        409,
        JSON.stringify({
          success: false,
          message: "A store with this domain already exists",
          code: "domain_taken",
        }),
      );
    }
    if (request.url === "/api/store/bare-error")
      return send(500, JSON.stringify({ success: false }));
    return send(502, "<html>Bad gateway</html>", "text/html");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createClient", () => {
  it("unwraps the envelope and sends the token read at call time", async () => {
    let token = "first";
    const client = createClient({ baseUrl, token: () => token });
    expect(await client.stores.list()).toEqual([{ _id: "s1" }]);
    token = "second";
    await client.stores.list();
    expect(seen.slice(-2).map((r) => r.authorization)).toEqual(["Bearer first", "Bearer second"]);
  });

  it("sends JSON bodies and no authorization without a token", async () => {
    const client = createClient({ baseUrl });
    await client.stores.update("taken", { storeName: "A" }).catch(() => undefined);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({
      method: "PUT",
      url: "/api/store/taken",
      authorization: undefined,
    });
    expect(JSON.parse(last.body!)).toEqual({ storeName: "A" });
  });

  it("throws ApiError with the server's status, code and message", async () => {
    const error = await createClient({ baseUrl })
      .stores.get("taken")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "domain_taken",
      message: "A store with this domain already exists",
    });
  });

  it("falls back to 'Request failed' and keeps an unreadable body raw (PRODUCT.md §8)", async () => {
    const client = createClient({ baseUrl });
    await expect(client.stores.get("bare-error")).rejects.toMatchObject({
      status: 500,
      message: "Request failed",
    });
    await expect(client.stores.get("gateway")).rejects.toMatchObject({
      status: 502,
      message: "An error occurred",
      rawBody: "<html>Bad gateway</html>",
    });
  });

  it("encodes ids into paths", async () => {
    await createClient({ baseUrl })
      .stores.get("a/b?c")
      .catch(() => undefined);
    expect(seen.at(-1)!.url).toBe("/api/store/a%2Fb%3Fc");
  });

  it("fills every path parameter from the route table and drops empty query values", async () => {
    const client = createClient({ baseUrl });
    await client.teams.revokeInvite("t 1", "i/2").catch(() => undefined);
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/api/teams/t%201/invites/i%2F2" });
    await client.products.list("s1", { page: 2, search: "", sortBy: undefined }).catch(() => {});
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/api/products/s1?page=2" });
    await client.stores.approve("s1").catch(() => undefined);
    expect(seen.at(-1)).toMatchObject({ method: "PUT", url: "/api/store/s1/approve", body: "" });
  });
});
