import type { ErrorCode } from "@shopwright/sdk";

/** An error with the status, code and message the client should see. */
export class AppError extends Error {
  override readonly name = "AppError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = "validation_failed") =>
  new AppError(400, code, message);

export const unauthorized = (message = "Please sign in to continue") =>
  new AppError(401, "unauthorized", message);

/** 404, not 403: anything outside the caller's organization must look absent. */
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);

export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
