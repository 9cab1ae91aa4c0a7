// What a client needs to speak to the API besides the route paths, with no schema: bundles that
// import only this stay free of zod.
/** Every path of the route table starts here; a client's base URL stands for it. */
export const API_ROOT = "/api";

/** The media type that asks POST /store/{id}/ai-prompt for events instead of one JSON answer. */
export const EVENT_STREAM_TYPE = "text/event-stream";
