import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { startFakePayPal } from "../../server/src/test/loopback/paypal-server.js";
import {
  startLoopbackDns,
  type LoopbackRecordType,
} from "../../server/src/test/loopback/dns-server.js";
import { startSmtpServer } from "../../server/src/test/loopback/smtp-server.js";
import { startFakeStripe } from "../../server/src/test/loopback/stripe-server.js";
import { FAKE_PAYPAL, FAKE_PORTS, FAKE_STRIPE } from "./payment-fakes-control.js";

/**
 * The loopback Stripe, PayPal, SMTP and DNS servers for the journeys, run by playwright.config.ts as a webServer
 * (`tsx --conditions=@shopwright/source apps/web/e2e/payment-fakes.ts`): each on its fixed
 * port, and a control address the specs call to send webhooks, since a journey cannot reach
 * the fakes' objects. The app servers are pointed at them with STRIPE_API_BASE /
 * PAYPAL_API_BASE, and the mailing app server at the SMTP fake with SMTP_URL.
 *
 *   GET  /control/health
 *   GET  /control/mail?to=<email>                          → {mail: [{subject, text, html}]}
 *   POST /control/stripe/webhook {url, type, sessionId?}  → {status}
 *   POST /control/stripe/replay                           → {status}
 *   POST /control/paypal/webhook {url, type, orderId?}    → {status}
 *   POST /control/paypal/replay                           → {status}
 *   POST /control/dns/records {name, type, values}        → {status}
 */
const stripe = await startFakeStripe({ ...FAKE_STRIPE, port: FAKE_PORTS.stripe });
const paypal = await startFakePayPal({ ...FAKE_PAYPAL, port: FAKE_PORTS.paypal });
const smtp = await startSmtpServer(FAKE_PORTS.smtp);
const dns = await startLoopbackDns(FAKE_PORTS.dns);

/** The newest key of a map (sessions and orders are kept in the order they were made). */
const newest = (map: Map<string, unknown>) => [...map.keys()].at(-1);

async function handle(path: string, body: Record<string, unknown>): Promise<number> {
  const url = String(body.url ?? "");
  const type = String(body.type ?? "");
  switch (path) {
    case "/control/stripe/webhook": {
      const id = (body.sessionId as string | undefined) ?? newest(stripe.sessions);
      if (!id) throw new Error("No Stripe session was made yet");
      return stripe.sendWebhook(url, type, id);
    }
    case "/control/stripe/replay":
      return stripe.replayLast();
    case "/control/paypal/webhook": {
      const id = (body.orderId as string | undefined) ?? newest(paypal.orders);
      if (!id) throw new Error("No PayPal order was made yet");
      return paypal.sendWebhook(url, type, id);
    }
    case "/control/paypal/replay":
      return paypal.replayLast();
    case "/control/dns/records":
      dns.set(String(body.name), type as LoopbackRecordType, (body.values as string[]) ?? []);
      return 200;
    default:
      throw new Error(`Unknown control ${path}`);
  }
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const control = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://x");
    const path = url.pathname;
    if (req.method === "GET" && path === "/control/health") {
      return answer(res, 200, { stripe: stripe.url, paypal: paypal.url });
    }
    if (req.method === "GET" && path === "/control/mail") {
      const to = (url.searchParams.get("to") ?? "").toLowerCase();
      const mail = smtp.received
        .filter((message) => message.to.some((address) => address.toLowerCase() === to))
        .map(({ subject, text, html }) => ({ subject, text, html }));
      return answer(res, 200, { mail });
    }
    if (req.method !== "POST") return answer(res, 405, { error: "POST only" });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      return answer(res, 400, { error: "The body is not JSON" });
    }
    handle(path, body).then(
      (status) => answer(res, 200, { status }),
      (error: Error) => answer(res, 400, { error: error.message }),
    );
  });
});
await new Promise<void>((resolve, reject) => {
  control.once("error", reject);
  control.listen(FAKE_PORTS.control, "127.0.0.1", resolve);
});
console.log(
  `Fakes: Stripe ${stripe.url}, PayPal ${paypal.url}, SMTP :${smtp.port}, control :${FAKE_PORTS.control}`,
);

async function stop() {
  control.close();
  await Promise.all([stripe.close(), paypal.close(), smtp.close(), dns.close()]);
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
