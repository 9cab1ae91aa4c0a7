import { describe, expect, it } from "vitest";
import { createCsvRecordCounter } from "./csv-record-counter.js";

const count = (...chunks: string[]) => {
  const counter = createCsvRecordCounter();
  for (const chunk of chunks) counter.push(new TextEncoder().encode(chunk));
  return counter.records;
};

describe("createCsvRecordCounter", () => {
  it("counts lines, the last one with or without a newline", () => {
    expect(count("a,b\n1,2\n")).toBe(2);
    expect(count("a,b\n1,2")).toBe(2);
    expect(count("")).toBe(0);
  });

  it("does not end a record on a newline inside quotes, across chunks", () => {
    expect(count('h,d\nmug,"two\nlines ""quoted""', '\nstill"\nnext,1\r\n')).toBe(3);
  });
});
