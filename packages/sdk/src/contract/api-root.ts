/** Every path of the route table starts here; a client's base URL stands for it. */
export const API_ROOT = "/api";
