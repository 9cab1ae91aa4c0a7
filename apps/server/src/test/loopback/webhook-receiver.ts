import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from "../../modules/commerce/payments/provider.js";

/**
 * A loopback webhook endpoint for provider tests: hands each delivery (raw body and headers) to
 * the provider's parseWebhook, records what it said, and answers 200, or 400 when the signature
 * does not verify, as the product's webhook routes do.
 */
export async function startWebhookReceiver(provider: PaymentProvider) {
  const events: PaymentEvent[] = [];
  const errors: unknown[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(", ") : value;
      }
      provider.parseWebhook(Buffer.concat(chunks).toString("utf8"), headers).then(
        (event) => {
          events.push(event);
          res.writeHead(200).end();
        },
        (error: unknown) => {
          errors.push(error);
          res.writeHead(error instanceof WebhookSignatureError ? 400 : 502).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    events,
    errors,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
