/**
 * Debian's Chromium, never a downloaded browser, for the journeys (playwright.config.ts), the
 * trust suite's XSS sweep and the benchmarks; the flags keep it off the closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launch options for Playwright's `chromium.launch`. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
