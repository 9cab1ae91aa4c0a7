export * from "./contract/errors.js";
export * from "./contract/messages.js";
export * from "./contract/auth.js";
export * from "./contract/stores.js";
export * from "./client.js";
export * from "./contract/products.js";
export * from "./contract/uploads.js";
export * from "./contract/editor.js";
