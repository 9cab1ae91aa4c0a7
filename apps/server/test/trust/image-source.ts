import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

let started: Promise<string> | null = null;

/**
 * The address of a PNG on a loopback server, for requests that import an image from a URL
 * (the matrix and the fuzz need one that succeeds; the trust world allows private targets).
 * Started once per test file and left unreferenced, so it never holds the process open.
 */
export function imageSourceUrl(): Promise<string> {
  started ??= (async () => {
    const png = await sharp({
      create: { width: 12, height: 8, channels: 3, background: "#2255aa" },
    })
      .png()
      .toBuffer();
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    server.unref();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/images/source.png`;
  })();
  return started;
}
