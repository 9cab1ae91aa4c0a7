import type { Page } from "@playwright/test";

/**
 * Input → next paint, measured inside the page in two ways for every sample:
 *
 * - **Event Timing** (`PerformanceObserver` of type `event`): the browser's own measure, the one
 *   behind Interaction to Next Paint. For each input it reports the time from the event's
 *   hardware timestamp to the presentation of the next frame painted after its handlers ran,
 *   rounded to 8 ms, and only for interactions of at least 16 ms (the lowest threshold the API
 *   allows). The interaction's value is the longest entry sharing its `interactionId`
 *   (keydown + keyup; pointerdown + pointerup + click). Below 16 ms there is no entry; such a
 *   sample counts as 16 ms, an upper bound.
 * - **Main thread**: from the same timestamp (`event.timeStamp`) until a message posted from
 *   the next animation frame arrives, which is after that frame's style, layout and paint.
 *   Exact to the microsecond, but blind to the compositor and the screen.
 *
 * The probe measures only the event it is armed for, so the pointer moves and scrolls a
 * benchmark makes between samples do not count.
 */
export interface InputSample {
  /** The event measured: keydown or click. */
  type: string;
  /** event.timeStamp, on the page's performance.now() clock. */
  start: number;
  /** Main thread: until the task after the next frame. */
  mainThreadMs: number;
  /** Event Timing: the interaction's duration, or null when under 16 ms. */
  eventTimingMs: number | null;
}

/** How far from the measured event an entry of its interaction may start. */
const MATCH_WINDOW_MS = 50;

interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

interface Probe {
  armed: string | null;
  samples: { type: string; start: number; end: number | null }[];
  entries: EventEntry[];
  waiting: (() => void) | null;
}

/** Runs in the page before any of its scripts (page.addInitScript). */
function installProbe(): void {
  const probe: Probe = { armed: null, samples: [], entries: [], waiting: null };
  (window as unknown as { __inputProbe: Probe }).__inputProbe = probe;
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      probe.entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // Capture on window: before any of the page's own listeners. (No named local functions in
  // here or in page.evaluate callbacks: tsx would wrap them in a helper the page lacks.)
  for (const type of ["keydown", "click"]) {
    addEventListener(
      type,
      (event) => {
        if (probe.armed !== event.type) return;
        probe.armed = null;
        const sample: Probe["samples"][number] = {
          type: event.type,
          start: event.timeStamp,
          end: null,
        };
        probe.samples.push(sample);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            sample.end = performance.now();
            probe.waiting?.();
            probe.waiting = null;
          };
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  }
}

/** Installs the probe in every document the page loads from now on. */
export async function addInputProbe(page: Page): Promise<void> {
  await page.addInitScript(installProbe);
}

/**
 * Measures one input: arms the probe for `eventType`, runs `act` (which must cause exactly
 * one such event), and waits until the frame after it has been painted.
 */
export async function measureInput(
  page: Page,
  eventType: "keydown" | "click",
  act: () => Promise<void>,
): Promise<void> {
  const count = await page.evaluate((type) => {
    const probe = (window as unknown as { __inputProbe: Probe }).__inputProbe;
    probe.armed = type;
    return probe.samples.length;
  }, eventType);
  await act();
  await page.evaluate(
    (before) =>
      new Promise<void>((resolve, reject) => {
        const probe = (window as unknown as { __inputProbe: Probe }).__inputProbe;
        const timer = setTimeout(() => reject(new Error("no input reached the probe")), 30_000);
        probe.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
        const last = probe.samples[before];
        if (last && last.end !== null) probe.waiting();
      }),
    count,
  );
}

/** Waits until the page's main thread has been idle once (requestIdleCallback), then `ms` more. */
export async function settle(page: Page, ms = 50): Promise<void> {
  await page.evaluate(
    (extra) =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, extra), { timeout: 5_000 }),
      ),
    ms,
  );
}

/** The samples measured since the last call, each matched with its Event Timing entries. */
export async function takeSamples(page: Page): Promise<InputSample[]> {
  // Event Timing entries arrive after the frame is presented; give the last ones time.
  await page.waitForTimeout(500);
  const { samples, entries } = await page.evaluate(() => {
    const probe = (window as unknown as { __inputProbe: Probe }).__inputProbe;
    return { samples: probe.samples.splice(0), entries: probe.entries.splice(0) };
  });
  return samples.map((sample) => {
    // The interaction is that of the entry nearest the measured event: the event's own entry,
    // or, when that one was under the threshold, its keyup / pointerdown a few ms away.
    let nearest: EventEntry | undefined;
    for (const entry of entries) {
      const distance = Math.abs(entry.startTime - sample.start);
      if (entry.interactionId > 0 && distance < MATCH_WINDOW_MS) {
        if (!nearest || distance < Math.abs(nearest.startTime - sample.start)) nearest = entry;
      }
    }
    const interaction = nearest
      ? entries.filter((entry) => entry.interactionId === nearest.interactionId)
      : [];
    return {
      type: sample.type,
      start: sample.start,
      mainThreadMs: (sample.end ?? Number.NaN) - sample.start,
      eventTimingMs: interaction.length
        ? Math.max(...interaction.map((entry) => entry.duration))
        : null,
    };
  });
}
