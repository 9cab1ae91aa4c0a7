#!/usr/bin/env node
// Every document the code and docs cite lives in the repository: a `NAME.md` that no tracked
// file is named, the product spec the project started from (`SPEC n`) and issue numbers are
// refused, so a newcomer can follow each reference. The product contract is docs/PRODUCT.md
// (cited as `PRODUCT.md §n`), the design docs/ARCHITECTURE.md. Part of `npm run lint`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename } from "node:path";

const SCANNED = /\.(?:[cm]?[jt]sx?|md|css|html|sh)$|(?:^|\/)run$/;
const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((file) => file && SCANNED.test(file));
const documents = new Set(files.filter((file) => file.endsWith(".md")).map((f) => basename(f)));

const RULES = [
  { pattern: /\bSPEC\b/g, why: "cites the original spec: cite PRODUCT.md §n instead" },
  { pattern: /\b[Ii]ssues? #?\d+/g, why: "cites an issue: state the rule or reason instead" },
];
// A markdown file named in text (not inside a URL).
const DOCUMENT = /(?<![\w/.:-])([\w.-]+\.md)\b/g;

const problems = [];
for (const file of files) {
  if (file === "scripts/check-citations.mjs") continue;
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { pattern, why } of RULES) {
      for (const match of line.matchAll(pattern)) problems.push(`${where}: "${match[0]}" ${why}`);
    }
    for (const match of line.matchAll(DOCUMENT)) {
      if (!documents.has(basename(match[1]))) {
        problems.push(`${where}: "${match[1]}" is not a document in this repository`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} citation(s) of documents outside the repository.`);
  process.exit(1);
}
console.log(`citations: ${files.length} files checked, every cited document is in the repository`);
