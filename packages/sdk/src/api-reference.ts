/** The API reference's contract: route docs, tags and error statuses for the OpenAPI document. */
export * from "./contract/api-reference.js";
