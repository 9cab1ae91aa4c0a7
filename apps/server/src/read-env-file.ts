import { ENV_FILE, loadEnvFile } from "./env-file.js";

/**
 * Imported first by main.ts, so `.env` is read before anything reads the environment
 * (NODE_ENV included). The keys it set, for the start-up log.
 */
export const keysFromEnvFile = loadEnvFile(ENV_FILE);
