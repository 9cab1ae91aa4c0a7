import { compose } from "./src/compose.js";
import { paraphraseSite } from "./src/paraphrase.fixtures.js";
const site = paraphraseSite("florist");
const prompts = process.argv.slice(2);
for (const prompt of prompts) {
  const input = { prompt, site, storeId: "s", storeName: site.name, products: [] };
  for (let i = 0; i < 5; i++) compose(input);
  const t = performance.now();
  for (let i = 0; i < 50; i++) compose(input);
  console.log(((performance.now() - t) / 50).toFixed(2), prompt);
}
