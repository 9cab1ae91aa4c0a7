const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts the records of a CSV stream as its bytes go by, without parsing: a newline ends a
 * record unless it is inside quotes (RFC 4180; an escaped quote `""` toggles twice).
 */
export function createCsvRecordCounter() {
  let isQuoted = false;
  let newlines = 0;
  let isLineOpen = false;
  return {
    push(chunk: Uint8Array): void {
      for (const byte of chunk) {
        if (byte === QUOTE) isQuoted = !isQuoted;
        else if (byte === NEWLINE && !isQuoted) {
          newlines += 1;
          isLineOpen = false;
          continue;
        }
        isLineOpen = true;
      }
    },
    /** Records so far, the header row included; a last line without a newline counts. */
    get records(): number {
      return newlines + (isLineOpen ? 1 : 0);
    },
  };
}
