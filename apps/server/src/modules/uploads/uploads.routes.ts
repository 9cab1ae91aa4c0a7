import multipart from "@fastify/multipart";
import { UPLOAD_LIMITS, ROUTES } from "@shopwright/sdk";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import { defineRoute } from "../../http/define-route.js";
import { UPLOADS_PATH } from "./images.mapper.js";
import { MULTIPART_OPTIONS, NOT_MULTIPART, readImageParts } from "./read-image-parts.js";
import { acceptedFormats, parseWidthKey } from "./upload-widths.js";
import type { UploadsService } from "./uploads.service.js";

// Per IP, over every upload route together (UPLOADS_RATE_LIMIT): every upload is CPU work for
// sharp (a decode, the original's encode and two per stored width).
const DEFAULT_UPLOADS_PER_MINUTE = 120;
const MAX_HEALTH_CHECKS_PER_MINUTE = 30;

// Uploads are user content: whatever the bytes, they must never run script or be sniffed
// into HTML, on this origin or any other.
const SERVED_HEADERS = {
  "x-content-type-options": "nosniff",
  // A key never names other bytes: new content gets a new key.
  "cache-control": "public, max-age=31536000, immutable",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  // Published storefronts show these images from their own origins.
  "cross-origin-resource-policy": "cross-origin",
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The blob a request names: a file as it is, or a width in the format the browser takes best. */
async function blobOf(
  uploads: UploadsService,
  request: FastifyRequest<{ Params: { "*": string } }>,
) {
  const key = request.params["*"];
  const width = parseWidthKey(key);
  if (width) return uploads.openWidth(width, acceptedFormats(request.headers.accept));
  return request.method === "HEAD"
    ? { ...(await uploads.describe(key)), stream: null }
    : await uploads.open(key);
}

/**
 * GET and HEAD /uploads/{key}: public, as storefronts link to them; keys are unguessable. A
 * GET opens the blob once (one request to a bucket), and a 304 closes it unread. A width
 * (`…/w640`) depends on the request's Accept header, and says so (Vary).
 */
async function serve(
  uploads: UploadsService,
  request: FastifyRequest<{ Params: { "*": string } }>,
  reply: FastifyReply,
) {
  if (parseWidthKey(request.params["*"])) reply.header("vary", "Accept");
  const blob = await blobOf(uploads, request);
  if (request.method === "HEAD") blob.stream?.destroy();
  reply.headers({ ...SERVED_HEADERS, "content-type": blob.contentType, etag: blob.etag });
  if (matchesEtag(request.headers["if-none-match"], blob.etag)) {
    blob.stream?.destroy();
    return reply.code(304).send();
  }
  reply.header("content-length", blob.size);
  return reply.send(request.method === "HEAD" ? undefined : (blob.stream ?? undefined));
}

/** PRODUCT.md §7 "Uploads", plus the public file route the returned URLs point at. */
export function uploadsRoutes(
  app: FastifyInstance,
  uploads: UploadsService,
  uploadsPerMinute = DEFAULT_UPLOADS_PER_MINUTE,
): void {
  const MAX_UPLOADS_PER_MINUTE = uploadsPerMinute;
  // Multipart is parsed for these two routes alone; the rest of the API stays JSON-only.
  void app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.addContentTypeParser("*", (_request, _payload, done) =>
      done(new AppError(415, "unsupported_media_type", NOT_MULTIPART), undefined),
    );
    defineRoute(
      scope,
      ROUTES.uploadImages,
      ({ user, request }) =>
        uploads.upload(user.actor, readImageParts(request, "images", UPLOAD_LIMITS.maxFiles)),
      { rateLimit: MAX_UPLOADS_PER_MINUTE, rateLimitGroup: "uploads" },
    );
    defineRoute(
      scope,
      ROUTES.uploadImage,
      ({ user, request }) => uploads.uploadOne(user.actor, readImageParts(request, "image", 1)),
      { rateLimit: MAX_UPLOADS_PER_MINUTE, rateLimitGroup: "uploads" },
    );
  });

  defineRoute(
    app,
    ROUTES.importImageUrl,
    ({ user, body }) => uploads.importFromUrl(user.actor, body.url),
    {
      // An import is an upload's sharp work plus a request to someone else's server.
      rateLimit: MAX_UPLOADS_PER_MINUTE,
      rateLimitGroup: "uploads",
    },
  );
  defineRoute(app, ROUTES.deleteImages, ({ user, body }) => uploads.remove(user.actor, body));
  defineRoute(app, ROUTES.uploadHealth, () => uploads.health(), {
    // Each check writes to storage: a limit keeps it from being a cheap way to load the disk.
    rateLimit: MAX_HEALTH_CHECKS_PER_MINUTE,
  });

  app.routeInventory.push({ method: "GET", url: `${UPLOADS_PATH}*`, access: "public" });
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: `${UPLOADS_PATH}*`,
    exposeHeadRoute: false,
    handler: (request, reply) => serve(uploads, request, reply),
  });
}
