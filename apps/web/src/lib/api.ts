import { createClient } from "@shopwright/sdk";
import { getToken } from "./session";

/** The web app's one API client: same origin, token read from storage on every call. */
export const api = createClient({ baseUrl: "/api", token: getToken });
