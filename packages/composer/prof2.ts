import { compose } from "./src/compose.js";
import { PARAPHRASE_PROMPTS, paraphraseSite } from "./src/paraphrase.fixtures.js";
const t = performance.now();
for (let k = 0; k < 5; k++) for (const { prompt, intent } of PARAPHRASE_PROMPTS) {
  const site = paraphraseSite(intent.site ?? "florist");
  compose({ prompt, site, storeId: "s", storeName: site.name, products: [] });
}
console.log(((performance.now() - t) / (5 * PARAPHRASE_PROMPTS.length)).toFixed(2), "ms avg");
