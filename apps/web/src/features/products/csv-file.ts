import type { CsvFormat } from "@shopwright/sdk";

/** The formats the import dialog offers; auto lets the header row decide. */
export type ImportFormat = CsvFormat | "auto";

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  auto: "Detect from the header row",
  shopify: "Shopify product CSV",
  native: "Shopwright CSV",
};

/** Bytes read to find the header row: far more than any header needs. */
const HEADER_BYTES = 64 * 1024;

/** The cells of a header line, unquoted, trimmed and lower-cased. */
function headerCells(line: string): string[] {
  return line.split(",").map((cell) => cell.trim().replace(/^"|"$/g, "").trim().toLowerCase());
}

/**
 * The format a header row names, as the server decides it: Shopify's has Handle and Title,
 * ours name and price. Null when it names neither.
 */
export function formatOfHeader(text: string): CsvFormat | null {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const cells = new Set(headerCells(firstLine));
  if (cells.has("handle") && cells.has("title")) return "shopify";
  if (cells.has("name") && cells.has("price")) return "native";
  return null;
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsText(blob);
  });
}

/** Reads only the start of the file, so a large one is not loaded to find its format. */
export async function detectFileFormat(file: Blob): Promise<CsvFormat | null> {
  return formatOfHeader(await readText(file.slice(0, HEADER_BYTES)).catch(() => ""));
}

/** Saves a downloaded file under `filename` through a temporary link. */
export function saveFile(file: Blob, filename: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
