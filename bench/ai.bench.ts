/**
 * The AI builder: (a) the offline composer's time per prompt over every fixture of
 * packages/composer/src/compose.fixtures.ts, warm, p99 per prompt; (b) fixture accuracy, the
 * share of fixtures whose result holds (`fixtureHolds`), and paraphrase accuracy per intent
 * family over packages/composer/src/paraphrase.fixtures.ts (`paraphraseHolds`, checked on the
 * resulting site), with the time per paraphrase prompt; (c) POST /api/store/{id}/ai-prompt
 * end to end through the real server (child process, real HTTP, PGlite) against a loopback
 * OpenAI-compatible model that streams its answer at a fixed rate, as the server's overhead
 * over the model's own stream time, streamed (SSE) and as one JSON answer.
 *
 *   npx tsx --conditions=@shopwright/source bench/ai.bench.ts
 *
 * Environment: BENCH_AI_ITERATIONS (200) timed runs per fixture prompt;
 * BENCH_AI_PARAPHRASE_ITERATIONS (200) timed runs per paraphrase prompt and per description
 * (a p99 needs a hundred runs or more: of 40 it is the slowest run, a garbage collection or a
 * scheduler pause); BENCH_AI_REQUESTS (15) measured prompts per mode; BENCH_AI_CHUNKS (40) and BENCH_AI_CHUNK_MS (40) shape the model's
 * stream (so about 1.6 s).
 *
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { compose } from "../packages/composer/src/index.js";
import {
  FIXTURES,
  PRODUCTS,
  fixtureHolds,
  siteFor,
} from "../packages/composer/src/compose.fixtures.js";
import {
  PARAPHRASE_PROMPTS,
  paraphraseHolds,
  paraphraseSite,
} from "../packages/composer/src/paraphrase.fixtures.js";
import { COPY_BANK } from "../packages/composer/src/copy-bank.js";
import {
  CORPUS_PRODUCTS,
  FOREIGN_GENERATION_CORPUS,
  GENERATION_CORPUS,
  generationProblems,
  lookSignature,
} from "../packages/composer/src/generation.corpus.js";
import { applyOps, emptyLayout } from "../packages/site/src/index.js";
import { createClient } from "../packages/sdk/src/index.js";
import type { AiServerPayload } from "./ai.server.js";
import { call, logger, register, startServer } from "./lib/harness.js";
import { busyNote, markdownTable, ms, type MachineInfo } from "./lib/result.js";
import { runBench } from "./lib/run-bench.js";

const NAME = "ai";
const ITERATIONS = Number(process.env.BENCH_AI_ITERATIONS ?? 200);
const PARAPHRASE_ITERATIONS = Number(process.env.BENCH_AI_PARAPHRASE_ITERATIONS ?? 200);
const WARMUP_ITERATIONS = 20;
const REQUESTS = Number(process.env.BENCH_AI_REQUESTS ?? 15);
const WARMUP_REQUESTS = 3;
const CHUNKS = Number(process.env.BENCH_AI_CHUNKS ?? 40);
const CHUNK_MS = Number(process.env.BENCH_AI_CHUNK_MS ?? 40);
const COMPOSER_TARGET_MS = 20;
const OVERHEAD_TARGET = 0.1;
const SERVER_ENTRY = fileURLToPath(new URL("./ai.server.ts", import.meta.url));

const log = logger(NAME);

/** The q-quantile of the values (nearest rank). */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

// (a) and (b): the composer, in this process.

interface PromptTiming {
  prompt: string;
  p50: number;
  p99: number;
  max: number;
}

function measureComposer() {
  const timings: PromptTiming[] = [];
  const failing: string[] = [];
  for (const [index, fixture] of FIXTURES.entries()) {
    // The site is built once, outside the timing ("coffee" is itself a composer run).
    const site = siteFor(fixture.site ?? "fixture");
    const input = {
      prompt: fixture.prompt,
      site,
      storeId: "bench-store",
      storeName: "Ember Roasters",
      products: PRODUCTS,
    };
    if (!fixtureHolds(fixture, compose(input))) failing.push(fixture.prompt);
    for (let i = 0; i < WARMUP_ITERATIONS; i++) compose(input);
    const samples: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const start = performance.now();
      compose(input);
      samples.push(performance.now() - start);
    }
    timings.push({
      prompt: fixture.prompt,
      p50: quantile(samples, 0.5),
      p99: quantile(samples, 0.99),
      max: Math.max(...samples),
    });
    if ((index + 1) % 20 === 0) log(`composer: ${index + 1}/${FIXTURES.length} prompts`);
  }
  const p99s = timings.map((t) => t.p99);
  return {
    prompts: FIXTURES.length,
    iterations: ITERATIONS,
    p99: { median: quantile(p99s, 0.5), p90: quantile(p99s, 0.9), max: Math.max(...p99s) },
    p50Median: quantile(
      timings.map((t) => t.p50),
      0.5,
    ),
    overTarget: timings.filter((t) => t.p99 > COMPOSER_TARGET_MS).map((t) => t.prompt),
    slowest: [...timings].sort((a, b) => b.p99 - a.p99).slice(0, 5),
    accuracy: { holding: FIXTURES.length - failing.length, total: FIXTURES.length, failing },
  };
}

/** Paraphrase accuracy per intent family, and the composer's time per paraphrase prompt. */
function measureParaphrases() {
  const families = new Map<string, { holding: number; total: number; failing: string[] }>();
  const p99s: number[] = [];
  const p50s: number[] = [];
  const overTarget: string[] = [];
  for (const [index, { prompt, intent }] of PARAPHRASE_PROMPTS.entries()) {
    const family = families.get(intent.family) ?? { holding: 0, total: 0, failing: [] };
    families.set(intent.family, family);
    family.total += 1;
    if (paraphraseHolds(intent, prompt) === true) family.holding += 1;
    else family.failing.push(prompt);
    const site = paraphraseSite(intent.site ?? "florist");
    const input = { prompt, site, storeId: "bench-store", storeName: site.name, products: [] };
    for (let i = 0; i < WARMUP_ITERATIONS; i++) compose(input);
    const samples: number[] = [];
    for (let i = 0; i < PARAPHRASE_ITERATIONS; i++) {
      const start = performance.now();
      compose(input);
      samples.push(performance.now() - start);
    }
    const p99 = quantile(samples, 0.99);
    p99s.push(p99);
    p50s.push(quantile(samples, 0.5));
    if (p99 > COMPOSER_TARGET_MS) overTarget.push(prompt);
    if ((index + 1) % 100 === 0) log(`paraphrases: ${index + 1}/${PARAPHRASE_PROMPTS.length}`);
  }
  const all = [...families.values()];
  return {
    prompts: PARAPHRASE_PROMPTS.length,
    iterations: PARAPHRASE_ITERATIONS,
    holding: all.reduce((sum, f) => sum + f.holding, 0),
    families: Object.fromEntries(families),
    p99: { median: quantile(p99s, 0.5), p90: quantile(p99s, 0.9), max: Math.max(...p99s) },
    p50Median: quantile(p50s, 0.5),
    overTarget,
  };
}

/**
 * The generation corpus: each description built on an empty site with the corpus's
 * products, judged by `generationProblems` (structure, the owner's words, nothing invented
 * unmarked, the kind read), per group of kinds; the kinds whose stores look alike; and the
 * time per generation against the time per paraphrase edit measured in the same run.
 */
function measureGeneration(paraphraseP50Median: number) {
  const groupOf = new Map(COPY_BANK.map((kind) => [kind.id, kind.group ?? "other"]));
  const groups = new Map<string, { holding: number; total: number; failing: string[] }>();
  const looks = new Map<string, Set<string>>();
  const p99s: number[] = [];
  const p50s: number[] = [];
  for (const entry of [...GENERATION_CORPUS, ...FOREIGN_GENERATION_CORPUS]) {
    const site = { name: "", pages: emptyLayout().pages, theme: {} } as never;
    const input = {
      prompt: entry.prompt,
      site,
      storeId: "bench-store",
      storeName: "Corner Store",
      products: CORPUS_PRODUCTS,
    };
    const result = compose(input);
    // Descriptions in Spanish, German or French are a row per language.
    const group =
      entry.language && entry.language !== "en"
        ? `written in ${entry.language}`
        : (groupOf.get(entry.kind) ?? "other");
    const tally = groups.get(group) ?? { holding: 0, total: 0, failing: [] };
    groups.set(group, tally);
    tally.total += 1;
    if (generationProblems(entry, result, site, CORPUS_PRODUCTS).length === 0) tally.holding += 1;
    else tally.failing.push(entry.prompt);
    // Kinds must not look alike; a kind in another language wears its English look.
    if (!entry.language || entry.language === "en") {
      const look = lookSignature(applyOps(site, result.ops).site);
      looks.set(look, (looks.get(look) ?? new Set()).add(entry.kind));
    }
    for (let i = 0; i < 5; i++) compose(input);
    const samples: number[] = [];
    for (let i = 0; i < PARAPHRASE_ITERATIONS; i++) {
      const start = performance.now();
      compose(input);
      samples.push(performance.now() - start);
    }
    p99s.push(quantile(samples, 0.99));
    p50s.push(quantile(samples, 0.5));
  }
  const all = [...groups.values()];
  const p50Median = quantile(p50s, 0.5);
  return {
    descriptions: GENERATION_CORPUS.length + FOREIGN_GENERATION_CORPUS.length,
    kinds: new Set(GENERATION_CORPUS.map((entry) => entry.kind)).size,
    holding: all.reduce((sum, g) => sum + g.holding, 0),
    groups: Object.fromEntries(groups),
    sharedLooks: [...looks.values()].filter((kinds) => kinds.size > 1).map((kinds) => [...kinds]),
    p99: { median: quantile(p99s, 0.5), p90: quantile(p99s, 0.9), max: Math.max(...p99s) },
    p50Median,
    ratioToEdit: p50Median / paraphraseP50Median,
  };
}

// (c): the loopback model, in this process: it only writes on timers.

const REPLY_TEXT =
  "Made the footer dark with light text, so it stands apart from the page above. Say 'make the whole site dark' for everything.";

/** When the model received a request and wrote each piece of its answer (performance.now). */
interface ModelTiming {
  receivedAt: number;
  chunkAt: number[];
  endAt: number;
}

function modelAnswer(n: number): string {
  return JSON.stringify({
    message: REPLY_TEXT,
    ops: [
      {
        op: "setSectionStyle",
        sectionId: "footer-1",
        // Alternating, so every prompt changes the site and is saved.
        style: { bgColor: n % 2 ? "#111111" : "#1f2937", textColor: "#ffffff" },
      },
    ],
  });
}

/** Where piece i of an answer of `length` characters starts: CHUNKS pieces, near equal. */
const pieceStart = (i: number, length: number) => Math.floor((i * length) / CHUNKS);

/** The answer cut into CHUNKS pieces. */
function piecesOf(answer: string): string[] {
  return Array.from({ length: CHUNKS }, (_, i) =>
    answer.slice(pieceStart(i, answer.length), pieceStart(i + 1, answer.length)),
  );
}

/** The piece that holds character `position` of an answer of `length` characters. */
function pieceOf(position: number, length: number): number {
  let i = 0;
  while (i < CHUNKS - 1 && pieceStart(i + 1, length) <= position) i += 1;
  return i;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startModel(): Promise<{ url: string; timings: ModelTiming[]; server: Server }> {
  const timings: ModelTiming[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      void (async () => {
        const timing: ModelTiming = { receivedAt: performance.now(), chunkAt: [], endAt: 0 };
        timings.push(timing);
        const isStream = (JSON.parse(raw) as { stream?: boolean }).stream === true;
        const pieces = piecesOf(modelAnswer(timings.length));
        if (isStream) {
          res.writeHead(200, { "content-type": "text/event-stream" });
          for (const piece of pieces) {
            await wait(CHUNK_MS);
            const chunk = { choices: [{ index: 0, delta: { content: piece } }] };
            res.write(`data: ${JSON.stringify(chunk)}\n\n`);
            timing.chunkAt.push(performance.now());
          }
          res.end("data: [DONE]\n\n");
        } else {
          // The same generation time, answered at once at its end.
          for (const _ of pieces) {
            await wait(CHUNK_MS);
            timing.chunkAt.push(performance.now());
          }
          const content = pieces.join("");
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ choices: [{ index: 0, message: { content } }] }));
        }
        timing.endAt = performance.now();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, timings, server };
}

interface RequestTiming {
  /** The whole request, as the client saw it. */
  e2e: number;
  /** The model's own time: from the request's arrival to its answer's end. */
  model: number;
  /** e2e − model: everything the server (and HTTP) added. */
  overhead: number;
  /** Client sent → model received: authentication, reads, the payload. */
  beforeModel: number;
  /** Model done → client has the answer: validation, repair, save, chat messages, answer. */
  afterModel: number;
  /** Streamed only: for each piece of reply text, ms from the model writing it to the client reading it. */
  textLag: number[];
}

async function measureServer() {
  const model = await startModel();
  log(`model: loopback at ${model.url}, ${CHUNKS} pieces every ${CHUNK_MS} ms`);
  const server = await startServer(SERVER_ENTRY, "ai", {
    modelUrl: model.url,
  } satisfies AiServerPayload);
  const token = await register(server.url);
  const { data } = await call<{ store: { id: string } }>(server.url, "POST", "/api/store", token, {
    storeName: "Bench Roasters",
    domain: "bench-roasters.example.com",
  });
  const storeId = data.store.id;
  await call(server.url, "POST", `/api/store/${storeId}/editor-update`, token, {
    layout: {
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [
            { id: "navbar-1", type: "navbar", props: { logo: "Bench Roasters" } },
            { id: "hero-1", type: "hero", props: { title: "Small-batch coffee" } },
            { id: "footer-1", type: "footer", props: { companyName: "Bench Roasters" } },
          ],
        },
      ],
    },
  });
  const client = createClient({ baseUrl: `${server.url}/api`, token });
  // Every answer has the same length and the reply text at the same place.
  const answerLength = modelAnswer(1).length;
  const answerPrefix = modelAnswer(1).indexOf(REPLY_TEXT);

  async function once(mode: "stream" | "json"): Promise<RequestTiming> {
    const before = model.timings.length;
    const deltas: { at: number; length: number }[] = [];
    let textLength = 0;
    const sentAt = performance.now();
    const result =
      mode === "stream"
        ? await client.ai.promptStream(
            storeId,
            { prompt: "Dark theme footer" },
            {
              onStatus: (status) => {
                if (status.phase === "thinking") textLength = 0;
              },
              onDelta: (text) => {
                textLength += text.length;
                deltas.push({ at: performance.now(), length: textLength });
              },
            },
          )
        : await client.ai.prompt(storeId, { prompt: "Dark theme footer" });
    const doneAt = performance.now();
    if (result.ai.engine !== "llm" || !result.ai.changed)
      throw new Error(`the model's answer was not used: ${JSON.stringify(result.ai)}`);
    const timing = model.timings[before];
    if (!timing || model.timings.length !== before + 1)
      throw new Error(`expected one model request, saw ${model.timings.length - before}`);
    const modelMs = timing.endAt - timing.receivedAt;
    // The piece that completed each delta's last character: when the model wrote it.
    const textLag = deltas.map((delta) => {
      const piece = pieceOf(answerPrefix + delta.length - 1, answerLength);
      return delta.at - timing.chunkAt[piece]!;
    });
    return {
      e2e: doneAt - sentAt,
      model: modelMs,
      overhead: doneAt - sentAt - modelMs,
      beforeModel: timing.receivedAt - sentAt,
      afterModel: doneAt - timing.endAt,
      textLag,
    };
  }

  const modes: Record<"stream" | "json", RequestTiming[]> = { stream: [], json: [] };
  for (const mode of ["stream", "json"] as const) {
    log(`server: ${mode}, ${WARMUP_REQUESTS} warm-up prompts, then ${REQUESTS}`);
    for (let i = 0; i < WARMUP_REQUESTS; i++) await once(mode);
    for (let i = 0; i < REQUESTS; i++) modes[mode].push(await once(mode));
  }
  await new Promise<void>((resolve) => model.server.close(() => resolve()));
  return modes;
}

function summarize(timings: RequestTiming[]) {
  const of = (pick: (t: RequestTiming) => number) => ({
    p50: quantile(timings.map(pick), 0.5),
    p90: quantile(timings.map(pick), 0.9),
  });
  const lags = timings.flatMap((t) => t.textLag);
  return {
    requests: timings.length,
    e2e: of((t) => t.e2e),
    model: of((t) => t.model),
    overhead: of((t) => t.overhead),
    overheadShare: of((t) => t.overhead / t.model),
    beforeModel: of((t) => t.beforeModel),
    afterModel: of((t) => t.afterModel),
    textLag: lags.length ? { p50: quantile(lags, 0.5), p90: quantile(lags, 0.9) } : null,
  };
}

type Composer = ReturnType<typeof measureComposer>;
type Paraphrases = ReturnType<typeof measureParaphrases>;
type Generation = ReturnType<typeof measureGeneration>;
type ServerSummary = Record<"stream" | "json", ReturnType<typeof summarize>>;

function render(
  composer: Composer,
  paraphrases: Paraphrases,
  generation: Generation,
  server: ServerSummary,
  machine: MachineInfo,
): string {
  const share = (value: number) => `${(value * 100).toFixed(1)} %`;
  const { accuracy } = composer;
  return [
    `### AI builder: composer, fixture and paraphrase accuracy, server overhead`,
    "",
    `${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}.`,
    "",
    busyNote(machine),
    `**Composer** (${composer.prompts} fixture prompts, ${composer.iterations} warm runs each): ` +
      `p99 per prompt median ${ms(composer.p99.median)} ms, p90 ${ms(composer.p99.p90)} ms, ` +
      `worst ${ms(composer.p99.max)} ms (target ≤ ${COMPOSER_TARGET_MS} ms; ` +
      `${composer.overTarget.length} over); p50 per prompt median ${ms(composer.p50Median)} ms.`,
    "",
    markdownTable(
      ["slowest prompts", "p50 ms", "p99 ms", "max ms"],
      composer.slowest.map((t) => [t.prompt, ms(t.p50), ms(t.p99), ms(t.max)]),
    ),
    "",
    `**Fixture accuracy**: ${accuracy.holding} of ${accuracy.total} ` +
      `(${share(accuracy.holding / accuracy.total)})` +
      (accuracy.failing.length ? `; failing: ${accuracy.failing.join(" · ")}` : "."),
    "",
    `**Paraphrase accuracy** (${paraphrases.prompts} prompts, checked on the resulting site): ` +
      `${paraphrases.holding} of ${paraphrases.prompts} ` +
      `(${share(paraphrases.holding / paraphrases.prompts)}); composer p99 per paraphrase prompt ` +
      `(${paraphrases.iterations} warm runs each) median ${ms(paraphrases.p99.median)} ms, ` +
      `p90 ${ms(paraphrases.p99.p90)} ms, worst ${ms(paraphrases.p99.max)} ms ` +
      `(${paraphrases.overTarget.length} over ${COMPOSER_TARGET_MS} ms` +
      `${paraphrases.overTarget.length > 0 ? `: ${paraphrases.overTarget.join(" · ")}` : ""}).`,
    "",
    markdownTable(
      ["intent family", "holding", "prompts", "share", "failing"],
      Object.entries(paraphrases.families).map(([family, f]) => [
        family,
        String(f.holding),
        String(f.total),
        share(f.holding / f.total),
        f.failing.join(" · ") || "–",
      ]),
    ),
    "",
    `**Generation corpus** (${generation.descriptions} descriptions of ${generation.kinds} kinds ` +
      `of business, each built on an empty site with ${CORPUS_PRODUCTS.length} products): ` +
      `${generation.holding} of ${generation.descriptions} ` +
      `(${share(generation.holding / generation.descriptions)}) build a whole store in the owner's ` +
      `words with nothing invented unmarked; kinds sharing one look: ` +
      `${generation.sharedLooks.map((kinds) => kinds.join(" = ")).join(", ") || "none"}. ` +
      `Time per generation p99 median ${ms(generation.p99.median)} ms, worst ` +
      `${ms(generation.p99.max)} ms; p50 median ${ms(generation.p50Median)} ms, ` +
      `${generation.ratioToEdit.toFixed(1)}× the p50 of a paraphrase edit in this run.`,
    "",
    markdownTable(
      ["group of kinds", "holding", "descriptions", "share", "failing"],
      Object.entries(generation.groups).map(([group, g]) => [
        group,
        String(g.holding),
        String(g.total),
        share(g.holding / g.total),
        g.failing.join(" · ") || "–",
      ]),
    ),
    "",
    `**Server overhead** over a loopback model streaming ${CHUNKS} pieces every ${CHUNK_MS} ms ` +
      `(${server.stream.requests} prompts per mode, PGlite; ms, p50 / p90):`,
    "",
    markdownTable(
      [
        "mode",
        "model stream",
        "end to end",
        "overhead",
        "overhead ÷ model",
        "before model",
        "after model",
        "reply text lag",
      ],
      (["stream", "json"] as const).map((mode) => {
        const s = server[mode];
        const pair = (v: { p50: number; p90: number }) => `${ms(v.p50)} / ${ms(v.p90)}`;
        return [
          mode === "stream" ? "SSE (Accept: text/event-stream)" : "JSON",
          pair(s.model),
          pair(s.e2e),
          pair(s.overhead),
          `${share(s.overheadShare.p50)} / ${share(s.overheadShare.p90)}`,
          pair(s.beforeModel),
          pair(s.afterModel),
          s.textLag ? pair(s.textLag) : "–",
        ];
      }),
    ),
    "",
    `Target: overhead ≤ ${share(OVERHEAD_TARGET)} of the model's stream time.`,
  ].join("\n");
}

runBench(NAME, log, async () => {
  log(`composer: ${FIXTURES.length} prompts × ${ITERATIONS} runs`);
  const composer = measureComposer();
  log(`paraphrases: ${PARAPHRASE_PROMPTS.length} prompts × ${PARAPHRASE_ITERATIONS} runs`);
  const paraphrases = measureParaphrases();
  log(
    `generation corpus: ${GENERATION_CORPUS.length + FOREIGN_GENERATION_CORPUS.length} descriptions`,
  );
  const generation = measureGeneration(paraphrases.p50Median);
  const modes = await measureServer();
  const server: ServerSummary = { stream: summarize(modes.stream), json: summarize(modes.json) };
  return {
    title: "AI builder: composer, fixture, paraphrase and generation accuracy, server overhead",
    data: {
      settings: {
        iterations: ITERATIONS,
        warmupIterations: WARMUP_ITERATIONS,
        requests: REQUESTS,
        warmupRequests: WARMUP_REQUESTS,
        chunks: CHUNKS,
        chunkMs: CHUNK_MS,
        paraphraseIterations: PARAPHRASE_ITERATIONS,
      },
      composer,
      paraphrases,
      generation,
      server,
      requests: modes,
    },
    markdown: (machine) => render(composer, paraphrases, generation, server, machine),
  };
});
