/** A small OpenAPI document shaped like the server's, for the reference page's tests. */
export const OPENAPI_FIXTURE = {
  openapi: "3.1.0",
  info: { title: "Shopwright API", version: "0.1.0", description: "The API." },
  servers: [{ url: "/api" }],
  tags: [
    { name: "Auth", description: "Register, sign in and read the current user." },
    { name: "Stores", description: "Create, read, update, approve and delete stores." },
  ],
  paths: {
    "/auth/login": {
      post: {
        operationId: "post_auth_login",
        tags: ["Auth"],
        summary: "Sign in",
        description: "Answers a session token valid for 7 days.",
        security: [],
        parameters: [],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { email: { type: "string" }, password: { type: "string" } },
                required: ["email", "password"],
              },
            },
          },
        },
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: {
                  properties: {
                    success: { const: true },
                    data: {
                      type: "object",
                      properties: {
                        token: { type: "string", description: "Bearer session token" },
                      },
                      required: ["token"],
                    },
                  },
                },
              },
            },
          },
        },
        "x-error-codes": [
          { code: "validation_failed", status: 400 },
          { code: "invalid_credentials", status: 401 },
        ],
      },
    },
    "/store/{id}": {
      get: {
        operationId: "get_store_id",
        tags: ["Stores"],
        summary: "Get a store",
        security: [{ bearer: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: {
                  properties: {
                    data: {
                      type: "object",
                      properties: {
                        store: {
                          type: "object",
                          properties: {
                            storeName: { type: "string" },
                            description: { anyOf: [{ type: "string" }, { type: "null" }] },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        "x-error-codes": [
          { code: "unauthorized", status: 401 },
          { code: "store_not_found", status: 404 },
        ],
      },
    },
  },
};
