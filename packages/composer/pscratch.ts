import { PARAPHRASES, PARAPHRASE_PROMPTS, paraphraseHolds } from "./src/paraphrase.fixtures.js";
const filter = process.argv[2];
let pass = 0; const byFam = new Map<string, [number, number]>();
const fails: string[] = [];
for (const { prompt, intent } of PARAPHRASE_PROMPTS) {
  if (filter && !intent.family.includes(filter) && !intent.intent.includes(filter)) continue;
  let held: true | string;
  try { held = paraphraseHolds(intent, prompt); } catch (e) { held = "THROW " + (e as Error).message; }
  const f = byFam.get(intent.family) ?? [0, 0];
  f[1]++; if (held === true) { f[0]++; pass++; } else fails.push(`[${intent.intent}] ${prompt}\n      -> ${held}`);
  byFam.set(intent.family, f);
}
console.log(`intents ${PARAPHRASES.length} prompts ${PARAPHRASE_PROMPTS.length}`);
for (const [k, [a, b]] of byFam) console.log(k.padEnd(20), a, "/", b);
console.log("total", pass);
console.log(fails.join("\n"));
