import type { ErrorBody, ErrorCode } from "@shopwright/sdk";
import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "./app-error.js";
import { RateLimitedError } from "./rate-limits/rate-limiter.js";

// Fastify's own client errors, with the code and text we answer instead.
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "Send the request body as JSON (Content-Type: application/json)",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "payload_too_large",
    message: "The request body is too large",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "invalid_json",
    message: "The request body is empty but its Content-Type says JSON",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "invalid_json",
    message: "The request body is not valid JSON",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "validation_failed",
    message: "The Content-Length header does not match the body",
  },
};

/** The message of every 500: no detail leaves the server (also sent by streamed answers). */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

function send(reply: import("fastify").FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** The one place that writes error responses: clear 4xx texts, and 500 with no detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError)
        reply.header("retry-after", String(error.retryAfterSeconds));
      return send(reply, error.status, {
        success: false,
        message: error.message,
        code: error.code,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      const isJsonSyntax = error instanceof SyntaxError || /JSON/.test(error.message);
      const code: ErrorCode =
        known?.code ??
        (status === 429 ? "rate_limited" : isJsonSyntax ? "invalid_json" : "validation_failed");
      const message =
        known?.message ?? (isJsonSyntax ? "The request body is not valid JSON" : error.message);
      return send(reply, status, { success: false, message, code });
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, 500, {
      success: false,
      message: INTERNAL_ERROR_MESSAGE,
      code: "internal_error",
    });
  });
}
