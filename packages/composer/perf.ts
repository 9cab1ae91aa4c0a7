import { compose } from "./src/compose.js";
import { PARAPHRASE_PROMPTS, paraphraseSite } from "./src/paraphrase.fixtures.js";
import { lintMessages } from "./src/site-lint.js";
import { applyOps } from "@shopwright/site";
const times: [number, string][] = [];
let lintT = 0;
for (const { prompt, intent } of PARAPHRASE_PROMPTS) {
  const site = paraphraseSite(intent.site ?? "florist");
  const input = { prompt, site, storeId: "s", storeName: site.name, products: [] };
  for (let i = 0; i < 3; i++) compose(input);
  const t = performance.now();
  for (let i = 0; i < 10; i++) compose(input);
  times.push([(performance.now() - t) / 10, prompt]);
  const t2 = performance.now(); lintMessages(applyOps(site, compose(input).ops).site); lintT += performance.now() - t2;
}
times.sort((a, b) => b[0] - a[0]);
console.log("median", times[Math.floor(times.length / 2)]![0].toFixed(2), "lint total", lintT.toFixed(0));
console.log(times.slice(0, 12).map(([t, p]) => `${t.toFixed(2)} ${p}`).join("\n"));
const seen = new Map<string, number>();
for (const { prompt, intent } of PARAPHRASE_PROMPTS) { const k = `${intent.site}\n${prompt}`; seen.set(k, (seen.get(k) ?? 0) + 1); }
console.log([...seen].filter(([, n]) => n > 1).map(([k]) => k.replace("\n", " | ")));
