import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A loopback Stripe: the part of its API the product uses (Checkout Sessions, refunds), spoken
 * the way Stripe speaks it (bearer secret key, form-encoded requests, JSON answers, Stripe's
 * error shape), with webhooks signed by the official client's own signer. State is in memory.
 * A session's `url` is a page of this server: GET pays and redirects to the success address.
 */

interface Session {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
}

interface Intent {
  amount: number;
  currency: string;
  refunded: number;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, Session>;
  /** The buyer pays: the session completes and gets a payment intent (`pi_…`). */
  pay(sessionId: string): Session;
  /** The session times out unpaid. */
  expire(sessionId: string): Session;
  /** Posts a correctly signed event about the session; answers the receiver's status. */
  sendWebhook(url: string, type: string, sessionId: string): Promise<number>;
  /** Sends the last event again, byte for byte (body and signature). */
  replayLast(): Promise<number>;
  /** The last event sent, as it went out. */
  lastEvent(): { body: string; signature: string } | null;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Reads `a[b][0][c]=v` pairs into nested objects; index keys stay keys ("0", "1"). */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const itemsOf = (value: unknown) =>
  Object.values((value ?? {}) as Record<string, Record<string, unknown>>);

export async function startFakeStripe(options: {
  secretKey: string;
  webhookSecret: string;
  /** A fixed port (the journeys' server is told it up front); any free one by default. */
  port?: number;
}): Promise<FakeStripe> {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  let last: { url: string; body: string; signature: string } | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string, extra = {}) =>
    send(res, status, { error: { type: "invalid_request_error", message, ...extra } });

  function createSession(res: ServerResponse, form: Record<string, unknown>) {
    const lines = itemsOf(form.line_items);
    if (form.mode !== "payment" || lines.length === 0 || !form.success_url) {
      return fail(res, 400, "mode, line_items and success_url are required");
    }
    let total = 0;
    let currency = "";
    for (const line of lines) {
      const price = (line.price_data ?? {}) as Record<string, unknown>;
      const unit = Number(price.unit_amount);
      const quantity = Number(line.quantity);
      const name = (price.product_data as Record<string, unknown> | undefined)?.name;
      if (!Number.isInteger(unit) || unit < 0 || !Number.isInteger(quantity) || !name) {
        return fail(res, 400, "Each line needs price_data with unit_amount and a name");
      }
      if (currency && price.currency !== currency) {
        return fail(res, 400, "All line items must share one currency");
      }
      currency = String(price.currency);
      total += unit * quantity;
    }
    if (currency !== currency.toLowerCase()) return fail(res, 400, "Invalid currency");
    const session: Session = {
      id: id("cs"),
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: total,
      currency,
      customer_email: (form.customer_email as string) ?? null,
      client_reference_id: (form.client_reference_id as string) ?? null,
      metadata: (form.metadata as Record<string, string>) ?? {},
      payment_intent: null,
      success_url: String(form.success_url),
      cancel_url: (form.cancel_url as string) ?? null,
      url: null,
      livemode: false,
    };
    session.url = `${fake.url}/c/pay/${session.id}`;
    sessions.set(session.id, session);
    send(res, 200, session);
  }

  function createRefund(res: ServerResponse, form: Record<string, unknown>) {
    const intentId = String(form.payment_intent ?? "");
    const intent = intents.get(intentId);
    if (!intent) {
      return fail(res, 404, `No such payment_intent: '${intentId}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    }
    const left = intent.amount - intent.refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left === 0) {
      return fail(res, 400, "Charge has already been refunded.", {
        code: "charge_already_refunded",
      });
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return fail(
        res,
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { param: "amount" },
      );
    }
    intent.refunded += amount;
    send(res, 200, {
      id: id("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: "succeeded",
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const paying = /^\/c\/pay\/([\w-]+)$/.exec(path);
    if (req.method === "GET" && paying) {
      const session = sessions.get(paying[1]!);
      if (!session) return fail(res, 404, "No such session");
      fake.pay(session.id);
      const to = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
      res.writeHead(302, { location: to });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return fail(res, 401, "Invalid API Key provided");
    }
    const form = parseForm(body);
    if (req.method === "POST" && path === "/v1/checkout/sessions") return createSession(res, form);
    const reading = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === "GET" && reading) {
      const session = sessions.get(reading[1]!);
      if (!session) {
        return fail(res, 404, `No such checkout.session: '${reading[1]}'`, {
          code: "resource_missing",
        });
      }
      return send(res, 200, session);
    }
    if (req.method === "POST" && path === "/v1/refunds") return createRefund(res, form);
    fail(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  async function post(url: string, body: string, signature: string): Promise<number> {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks).toString("utf8")).catch(() => {
        if (!res.headersSent) send(res, 500, { error: { type: "api_error", message: "fake" } });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      if (session.payment_status !== "paid") {
        session.payment_intent = id("pi");
        session.payment_status = "paid";
        session.status = "complete";
        session.url = null;
        intents.set(session.payment_intent, {
          amount: session.amount_total,
          currency: session.currency,
          refunded: 0,
        });
      }
      return session;
    },
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = "expired";
      session.url = null;
      return session;
    },
    async sendWebhook(url, type, sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const event = {
        id: id("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object: session },
      };
      const body = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.webhookSecret,
      });
      last = { url, body, signature };
      return post(url, body, signature);
    },
    async replayLast() {
      if (!last) throw new Error("No event was sent yet");
      return post(last.url, last.body, last.signature);
    },
    lastEvent: () => (last ? { body: last.body, signature: last.signature } : null),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
