// Test-only helpers of @shopwright/site, exported as `@shopwright/site/testing` under the
// `@shopwright/source` condition alone: never built into dist, never in a production bundle.
export { countdown, countdownSection } from "./countdown-section.js";
