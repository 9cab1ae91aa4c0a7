import type { CsvFormat, ImportProductsResult } from "@shopwright/sdk";
import { CliError } from "../cli-error.js";
import type { CommandContext } from "../command-context.js";
import { formatBytes, type Output } from "../output.js";
import { exportCsvFile, importCsvFile, type ImportFormat } from "../products-transfer.js";
import { requireSession } from "../session.js";
import { storeTarget } from "../store-target.js";

/** The counts and row errors of an import, as people read them. */
export function describeImport(
  output: Output,
  file: string,
  result: ImportProductsResult,
): string[] {
  const counts = [
    output.green(`${result.created} created`),
    `${result.updated} updated`,
    `${result.unchanged} unchanged`,
    result.failed ? output.red(`${result.failed} failed`) : "0 failed",
  ].join(", ");
  const lines = [
    `${result.isDryRun ? "Dry run of" : "Imported"} ${file} (${result.format}, ${result.rows} rows): ${counts}`,
    ...result.errors.map(
      (error) => `  row ${error.row}${error.handle ? ` (${error.handle})` : ""}: ${error.message}`,
    ),
  ];
  if (result.failed > result.errors.length) {
    lines.push(output.dim(`  … and ${result.failed - result.errors.length} more`));
  }
  if (result.isDryRun)
    lines.push(output.dim("Nothing was changed. Run it without --dry-run to import."));
  return lines;
}

export interface ImportOptions {
  store?: string;
  format: ImportFormat;
  dryRun?: boolean;
}

/**
 * `shopwright products import <file>`: upserts by handle. Rows that fail leave the others
 * imported, and end the command with exit code 1 so a script notices.
 */
export async function importProducts(
  ctx: CommandContext,
  file: string,
  options: ImportOptions,
): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const { storeId } = await storeTarget(ctx.cwd, options.store);
  // Checked first: a refused key or an unknown store answers before any byte is sent.
  const store = await session.client.stores.get(storeId);
  ctx.output.note(
    `${options.dryRun ? "Checking" : "Importing"} ${file} ${options.dryRun ? "against" : "into"} ${ctx.output.bold(store.storeName)}…`,
  );
  const result = await importCsvFile(session.client, ctx.output, storeId, file, {
    format: options.format,
    dryRun: Boolean(options.dryRun),
  });
  ctx.output.result({ storeId, file, ...result }, () => describeImport(ctx.output, file, result));
  if (result.failed > 0) {
    const rows = result.failed === 1 ? "1 row" : `${result.failed} rows`;
    throw new CliError(`${rows} could not be imported`, 1, undefined, "rows_failed");
  }
}

export interface ExportOptions {
  store?: string;
  format: CsvFormat;
  output?: string;
}

/** `shopwright products export`: to the server's file name, -o <file>, or -o - for stdout. */
export async function exportProducts(ctx: CommandContext, options: ExportOptions): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const { storeId } = await storeTarget(ctx.cwd, options.store);
  const summary = await exportCsvFile(session.clientWith, ctx.output, storeId, {
    format: options.format,
    target: options.output,
  });
  if (summary.file === null) return;
  ctx.output.result(
    { storeId, format: options.format, ...summary },
    () =>
      `${ctx.output.green("✓")} Exported ${summary.rows === 1 ? "1 row" : `${summary.rows} rows`} (${options.format}, ${formatBytes(summary.bytes)}) to ${summary.file}`,
  );
}
