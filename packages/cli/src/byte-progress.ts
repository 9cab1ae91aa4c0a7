import { SingleBar } from "cli-progress";
import { formatBytes, type Output } from "./output.js";

/** A progress bar of bytes on stderr: drawn only for people (a terminal, no --json). */
export interface ByteProgress {
  /** `bytes` more went through; `detail` replaces the text after the count. */
  add(bytes: number, detail?: string): void;
  stop(): void;
}

const NO_PROGRESS: ByteProgress = { add: () => undefined, stop: () => undefined };

/** With `total` a bar with a percentage; without one (a streamed download), a running count. */
export function byteProgress(output: Output, label: string, total?: number): ByteProgress {
  if (!output.canShowProgress) return NO_PROGRESS;
  const hasTotal = total !== undefined && total > 0;
  const bar = new SingleBar({
    stream: output.streams.stderr,
    format: hasTotal
      ? `${label} [{bar}] {percentage}% | {done} of {size}{detail}`
      : `${label} {done}{detail}`,
    hideCursor: true,
    clearOnComplete: true,
    barsize: 30,
  });
  let value = 0;
  bar.start(hasTotal ? total : 1, 0, {
    done: formatBytes(0),
    size: formatBytes(total ?? 0),
    detail: "",
  });
  return {
    add(bytes, detail) {
      value += bytes;
      // Without a total the bar stays at 0 of 1: only the text moves.
      bar.update(hasTotal ? value : 0, {
        done: formatBytes(value),
        ...(detail === undefined ? {} : { detail }),
      });
    },
    stop() {
      bar.stop();
    },
  };
}
