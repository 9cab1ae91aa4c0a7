/**
 * Every error code the API can answer with, declared once so the web app and SDK users can
 * switch on them. Codes are snake_case.
 */
export const ERROR_CODES = [
  "validation_failed",
  "invalid_json",
  "unsupported_media_type",
  "payload_too_large",
  "unauthorized",
  "invalid_credentials",
  "wrong_password",
  "reset_link_invalid",
  "registration_invite_only",
  "email_taken",
  "domain_taken",
  "domain_reserved",
  "domain_not_served",
  "store_not_found",
  "product_not_found",
  "stale_version",
  "version_required",
  "layout_too_large",
  "too_many_pages",
  "too_many_sections",
  "too_many_cards",
  "product_limit_reached",
  "store_limit_reached",
  "theme_not_found",
  "too_many_files",
  "too_many_pixels",
  "undecodable_image",
  "upload_not_found",
  "upload_storage_unavailable",
  "layout_not_found",
  "invalid_project_name",
  "publishing_unavailable",
  "build_failed",
  "deploy_too_large",
  "deploy_not_found",
  "site_not_found",
  "team_not_found",
  "member_not_found",
  "invite_not_found",
  "invite_used",
  "invite_expired",
  "invite_email_mismatch",
  "slug_taken",
  "already_member",
  "last_owner",
  "team_has_stores",
  "insufficient_role",
  "mail_failed",
  "api_key_not_found",
  "webhook_not_found",
  "url_not_allowed",
  "url_unreachable",
  "ai_rate_limited",
  "prompt_in_progress",
  "message_not_found",
  "undo_unavailable",
  "draft_version_not_found",
  "cart_not_found",
  "order_not_found",
  "out_of_stock",
  "cart_empty",
  "product_unavailable",
  "payment_method_unavailable",
  "payment_failed",
  "invalid_order_transition",
  "refund_too_large",
  "discount_not_found",
  "collection_not_found",
  "collection_handle_taken",
  "discount_code_taken",
  "discount_not_applicable",
  "shipping_unavailable",
  "cross_site_request",
  "webhook_signature_invalid",
  "route_not_found",
  "rate_limited",
  "request_timeout",
  "internal_error",
] as const;

/** One of the API's error codes. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every failed response. */
export interface ErrorBody {
  success: false;
  message: string;
  code?: ErrorCode;
}

/** The body of every successful response. */
export interface SuccessBody<T> {
  success: true;
  data: T;
}
