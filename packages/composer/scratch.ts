import { applyOps } from "@shopwright/site";
import { compose } from "./src/index.js";
import { emptySite } from "./src/compose.fixtures.js";
import { floristSite } from "./src/paraphrase.fixtures.js";
const gen = compose({ prompt: "Website for a florist in Ghent selling bouquets and dried flowers", site: emptySite(), storeId: "s1", storeName: "Bloom", products: [] });
let site = process.env.SITE ? floristSite() : applyOps(emptySite(), gen.ops).site;
if (process.env.SHOW) for (const p of site.pages) { console.log("PAGE", p.name, p.path); for (const s of p.sections) console.log("  ", s.id, JSON.stringify(s.props).slice(0, 400)); }
const prompts = process.argv.slice(2);
for (const prompt of prompts) {
  const r = compose({ prompt, site, storeId: "s1", storeName: "Bloom", products: [] });
  console.log("\n>>", prompt, "\n  ", r.kind, r.message, "\n  ", JSON.stringify(r.ops).slice(0, 600), r.warnings ?? "");
}
