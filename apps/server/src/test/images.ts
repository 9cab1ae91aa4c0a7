import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/**
 * A PNG of random pixels, stored uncompressed: 1824×1820, about 9.5 MB, the largest size
 * class an upload may have.
 */
export async function noisyPng(): Promise<{ width: number; height: number; bytes: Buffer }> {
  const [width, height] = [1824, 1820];
  const bytes = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { width, height, bytes };
}

/**
 * POST /api/upload/image-url for `url` as `headers`, from `remoteAddress`: tests give each
 * request an address of its own, so the per-IP upload limit never answers instead.
 */
export function importImageUrl(
  app: FastifyInstance,
  url: unknown,
  headers: Record<string, string>,
  remoteAddress: string,
) {
  return app.inject({
    method: "POST",
    url: "/api/upload/image-url",
    headers,
    payload: { url },
    remoteAddress,
  });
}
