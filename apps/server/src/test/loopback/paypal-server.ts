import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback PayPal: the REST calls the product makes (OAuth2 client credentials, Orders v2
 * create, read and capture, capture refunds, webhook signature verification), spoken as PayPal
 * speaks them (basic auth for a token, then bearer; JSON; PayPal's error shape and issue names).
 * It verifies as SUCCESS only the transmissions it sent itself, with the body it sent. The
 * approval page `/checkoutnow?token=<order id>` approves and redirects to the return address.
 */

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: "COMPLETED";
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  supplementary_data: { related_ids: { order_id: string } };
  refunded: number;
}
interface Order {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "CREATED" | "APPROVED" | "COMPLETED";
  intent: string;
  unit: Record<string, unknown> & { amount: Money; custom_id?: string; invoice_id?: string };
  returnUrl?: string;
  cancelUrl?: string;
  capture?: Capture;
  captureRequestId?: string;
}

export interface FakePayPal {
  url: string;
  orders: Map<string, Order>;
  /** How many access tokens were handed out. */
  tokensIssued(): number;
  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): Order;
  /** Posts a signed event: PAYMENT.CAPTURE.COMPLETED (the order's capture) or an order event. */
  sendWebhook(url: string, eventType: string, orderId: string): Promise<number>;
  /** Sends the last event again, byte for byte, with the same transmission headers. */
  replayLast(): Promise<number>;
  lastEvent(): { body: string; headers: Record<string, string> } | null;
  close(): Promise<void>;
}

const upper = (n: number) => randomBytes(n).toString("hex").toUpperCase();
const DIGITS: Record<string, number> = { JPY: 0, HUF: 0, TWD: 0 };
/** PayPal's decimal text to minor units; null when it has more digits than the currency. */
function minorOf(money: Money | undefined): number | null {
  const digits = DIGITS[money?.currency_code ?? ""] ?? 2;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(money?.value ?? "");
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  return Number(`${match[1]}${(match[2] ?? "").padEnd(digits, "0")}`);
}

export async function startFakePayPal(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** A fixed port (the journeys' server is told it up front); any free one by default. */
  port?: number;
}): Promise<FakePayPal> {
  const orders = new Map<string, Order>();
  const captures = new Map<string, Capture>();
  const tokens = new Set<string>();
  /** Transmission id → what was sent under it: only these verify. */
  const sent = new Map<string, { sig: string; body: string }>();
  let last: { url: string; body: string; headers: Record<string, string> } | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "paypal-debug-id": upper(6) });
    res.end(JSON.stringify(body));
  };
  const unprocessable = (res: ServerResponse, issue: string) =>
    send(res, 422, {
      name: "UNPROCESSABLE_ENTITY",
      message: "The requested action could not be performed.",
      details: [{ issue }],
    });
  const notFound = (res: ServerResponse) =>
    send(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });

  function view(order: Order) {
    const { capture } = order;
    const payments = capture ? { captures: [{ ...capture, refunded: undefined }] } : undefined;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [{ ...order.unit, ...(payments ? { payments } : {}) }],
      links: [
        { href: `${fake.url}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
        ...(order.status === "COMPLETED"
          ? []
          : [{ href: `${fake.url}/checkoutnow?token=${order.id}`, rel: "payer-action" }]),
      ],
    };
  }

  function createOrder(res: ServerResponse, body: Record<string, unknown>) {
    const unit = (body.purchase_units as Order["unit"][] | undefined)?.[0];
    const total = minorOf(unit?.amount);
    if (body.intent !== "CAPTURE" || !unit || total === null) {
      return send(res, 400, { name: "INVALID_REQUEST", details: [{ issue: "INVALID_PARAMETER" }] });
    }
    const items = (unit.items ?? []) as { quantity: string; unit_amount: Money }[];
    const itemTotal = (unit.amount as { breakdown?: { item_total?: Money } }).breakdown?.item_total;
    if (items.length > 0) {
      const sum = items.reduce((s, i) => s + (minorOf(i.unit_amount) ?? NaN) * +i.quantity, 0);
      if (sum !== minorOf(itemTotal) || sum !== total)
        return unprocessable(res, "ITEM_TOTAL_MISMATCH");
    }
    const context = (
      body.payment_source as { paypal?: { experience_context?: Record<string, string> } }
    )?.paypal?.experience_context;
    const order: Order = {
      id: upper(8).slice(0, 17),
      status: context ? "PAYER_ACTION_REQUIRED" : "CREATED",
      intent: "CAPTURE",
      unit,
      returnUrl: context?.return_url,
      cancelUrl: context?.cancel_url,
    };
    orders.set(order.id, order);
    send(res, 200, view(order));
  }

  function captureOrder(res: ServerResponse, order: Order, requestId: string | undefined) {
    if (order.status === "COMPLETED") {
      if (requestId && requestId === order.captureRequestId) return send(res, 201, view(order));
      return unprocessable(res, "ORDER_ALREADY_CAPTURED");
    }
    if (order.status !== "APPROVED") return unprocessable(res, "ORDER_NOT_APPROVED");
    order.capture = {
      id: upper(8).slice(0, 17),
      status: "COMPLETED",
      amount: { currency_code: order.unit.amount.currency_code, value: order.unit.amount.value },
      custom_id: order.unit.custom_id,
      invoice_id: order.unit.invoice_id,
      supplementary_data: { related_ids: { order_id: order.id } },
      refunded: 0,
    };
    captures.set(order.capture.id, order.capture);
    order.status = "COMPLETED";
    order.captureRequestId = requestId;
    send(res, 201, view(order));
  }

  function refund(res: ServerResponse, capture: Capture, body: Record<string, unknown>) {
    const total = minorOf(capture.amount)!;
    const asked = body.amount as Money | undefined;
    if (asked && asked.currency_code !== capture.amount.currency_code) {
      return unprocessable(res, "REFUND_CURRENCY_MISMATCH");
    }
    const amount = asked ? minorOf(asked) : total - capture.refunded;
    if (capture.refunded >= total) return unprocessable(res, "CAPTURE_FULLY_REFUNDED");
    if (amount === null || amount <= 0) return unprocessable(res, "DECIMAL_PRECISION");
    if (amount > total - capture.refunded) return unprocessable(res, "REFUND_AMOUNT_EXCEEDED");
    capture.refunded += amount;
    send(res, 201, { id: upper(8).slice(0, 17), status: "COMPLETED" });
  }

  function verify(res: ServerResponse, body: Record<string, unknown>) {
    const known = sent.get(String(body.transmission_id));
    const ok =
      known !== undefined &&
      known.sig === body.transmission_sig &&
      body.webhook_id === options.webhookId &&
      isDeepStrictEqual(JSON.parse(known.body), body.webhook_event);
    send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? "/", "http://x");
    const path = url.pathname;
    if (req.method === "GET" && path === "/checkoutnow") {
      const order = orders.get(url.searchParams.get("token") ?? "");
      if (!order?.returnUrl) return notFound(res);
      fake.approve(order.id);
      const back = new URL(order.returnUrl);
      back.searchParams.set("token", order.id);
      back.searchParams.set("PayerID", "FAKEPAYER01");
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    const auth = req.headers.authorization ?? "";
    if (req.method === "POST" && path === "/v1/oauth2/token") {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
      const grant = new URLSearchParams(raw).get("grant_type");
      if (auth !== `Basic ${basic}`) {
        return send(res, 401, {
          error: "invalid_client",
          error_description: "Client Authentication failed",
        });
      }
      if (grant !== "client_credentials")
        return send(res, 400, { error: "unsupported_grant_type" });
      const token = `A21AA${randomBytes(24).toString("base64url")}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 32400 });
    }
    if (!tokens.has(auth.replace(/^Bearer /, ""))) {
      return send(res, 401, {
        error: "invalid_token",
        error_description: "Token signature verification failed",
      });
    }
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    if (req.method === "POST" && path === "/v2/checkout/orders") return createOrder(res, body);
    if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      return verify(res, body);
    }
    const [, kind, id, action] =
      /^\/v2\/(checkout\/orders|payments\/captures)\/(\w+)(?:\/(\w+))?$/.exec(path) ?? [];
    if (kind === "checkout/orders") {
      const order = orders.get(id!);
      if (!order) return notFound(res);
      if (req.method === "GET" && !action) return send(res, 200, view(order));
      const requestId = req.headers["paypal-request-id"] as string | undefined;
      if (req.method === "POST" && action === "capture") return captureOrder(res, order, requestId);
    }
    if (kind === "payments/captures" && req.method === "POST" && action === "refund") {
      const capture = captures.get(id!);
      return capture ? refund(res, capture, body) : notFound(res);
    }
    notFound(res);
  }

  async function post(url: string, body: string, headers: Record<string, string>) {
    const response = await fetch(url, { method: "POST", headers, body });
    await response.arrayBuffer();
    return response.status;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString("utf8"));
      } catch {
        if (!res.headersSent) send(res, 400, { name: "MALFORMED_REQUEST_JSON" });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });

  const fake: FakePayPal = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    tokensIssued: () => tokens.size,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      if (order.status !== "COMPLETED") order.status = "APPROVED";
      return order;
    },
    async sendWebhook(url, eventType, orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const isCapture = eventType.startsWith("PAYMENT.CAPTURE.");
      if (isCapture && !order.capture) throw new Error(`Order ${orderId} is not captured`);
      const resource = isCapture ? { ...order.capture, refunded: undefined } : view(order);
      const event = {
        id: `WH-${upper(10)}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: isCapture ? "capture" : "checkout-order",
        event_type: eventType,
        summary: `Fake ${eventType}`,
        resource,
      };
      const body = JSON.stringify(event);
      const transmissionId = randomBytes(16).toString("hex");
      const sig = randomBytes(64).toString("base64");
      sent.set(transmissionId, { sig, body });
      const headers = {
        "content-type": "application/json",
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": new Date().toISOString(),
        "paypal-transmission-sig": sig,
        "paypal-cert-url": `${fake.url}/v1/notifications/certs/CERT-FAKE`,
        "paypal-auth-algo": "SHA256withRSA",
      };
      last = { url, body, headers };
      return post(url, body, headers);
    },
    async replayLast() {
      if (!last) throw new Error("No event was sent yet");
      return post(last.url, last.body, last.headers);
    },
    lastEvent: () => (last ? { body: last.body, headers: { ...last.headers } } : null),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
