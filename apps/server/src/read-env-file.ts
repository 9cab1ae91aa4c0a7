import { ENV_FILE, loadEnvFile } from "./env-file.js";

/**
 * Imported first by main.ts, so the settings file is read before anything reads the
 * environment (NODE_ENV included): `.env`, another file named by `ENV_FILE`, or none when
 * `ENV_FILE=none` (the test harnesses, whose servers must not take a developer's settings).
 */
export const envFilePath = process.env.ENV_FILE || ENV_FILE;

/** The keys the file set, for the start-up log. */
export const keysFromEnvFile = envFilePath === "none" ? [] : loadEnvFile(envFilePath);
