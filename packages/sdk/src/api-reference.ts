/** The API reference's contract: the route table, tags and error statuses for the OpenAPI document. */
export * from "./contract/api-reference.js";
export * from "./contract/routes.js";
