import { access } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { ApiError, type ImportProductsResult, type PublishResult } from "@shopwright/sdk";
import { CliError, EXIT_CODES } from "../cli-error.js";
import type { CommandContext } from "../command-context.js";
import { importCsvFile } from "../products-transfer.js";
import { findProject, PROJECT_FILE, writeProject, type Project } from "../project-file.js";
import { requireSession, type Session } from "../session.js";
import { createStore } from "../store-creation.js";
import { describeImport } from "./products.command.js";

export interface PublishOptions {
  store?: string;
  /** False with --no-products. */
  products: boolean;
}

/** Creates the project's store on first publish and writes its id back to shopwright.json. */
async function createProjectStore(ctx: CommandContext, session: Session, project: Project) {
  const { config } = project;
  ctx.output.note(`Creating the store ${ctx.output.bold(config.storeName)}…`);
  const store = await createStore(session.client, {
    name: config.storeName,
    domain: config.domain,
    theme: config.theme,
  });
  await writeProject(project.path, {
    ...config,
    storeId: store.id,
    domain: store.domain,
    server: session.url,
  });
  ctx.output.note(`Created ${store.storeName} (${store.id}); its id is saved in ${PROJECT_FILE}`);
  return store.id;
}

/** The project's product file, imported before the publish (people expect their edits live). */
async function importProjectProducts(
  ctx: CommandContext,
  session: Session,
  project: Project,
  storeId: string,
): Promise<ImportProductsResult | null> {
  if (!project.config.products) return null;
  const file = resolve(project.dir, project.config.products);
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  const shown = relative(ctx.cwd, file) || file;
  ctx.output.note(`Importing ${shown}…`);
  const result = await importCsvFile(session.client, ctx.output, storeId, file, {
    format: "auto",
    dryRun: false,
  });
  for (const line of describeImport(ctx.output, shown, result)) ctx.output.note(line);
  if (result.failed > 0) ctx.output.warn("rows that failed were skipped; the others are live");
  return result;
}

/** Adds what to do next to the errors a publish most often meets. */
function explained(error: unknown, storeId: string, project: Project | null): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === "layout_not_found") {
    return new CliError(
      error.message,
      EXIT_CODES.failed,
      "Design the store in the editor, or create it with a starter theme: `shopwright stores create <name> --theme roastery`.",
      error.code,
      error.status,
    );
  }
  if (error.code === "store_not_found" && project?.config.storeId === storeId) {
    return new CliError(
      error.message,
      EXIT_CODES.failed,
      `${project.path} names store ${storeId}${project.config.server ? ` on ${project.config.server}` : ""}: log in to that server, or clear storeId to create a new store.`,
      error.code,
      error.status,
    );
  }
  return error;
}

/**
 * `shopwright publish`: publishes the store's saved layout and prints the site's address.
 * Inside a project it needs no --store, creates the store the first time and imports the
 * project's products.csv first.
 */
export async function publish(ctx: CommandContext, options: PublishOptions): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const project = await findProject(ctx.cwd);
  const isProjectStore =
    project !== null && (options.store === undefined || options.store === project.config.storeId);
  let storeId = options.store ?? project?.config.storeId ?? null;
  if (!storeId) {
    if (!project) {
      throw new CliError(
        `No store given: pass --store <id> or run this inside a project (${PROJECT_FILE})`,
        EXIT_CODES.usage,
        "`shopwright stores list` shows the ids; `shopwright init <dir>` starts a project.",
      );
    }
    storeId = await createProjectStore(ctx, session, project);
  }
  let imported: ImportProductsResult | null = null;
  let result: PublishResult;
  try {
    if (isProjectStore && options.products && project) {
      imported = await importProjectProducts(ctx, session, project, storeId);
    }
    ctx.output.note("Publishing…");
    result = await session.client.publishing.publish(storeId);
  } catch (error) {
    throw explained(error, storeId, project);
  }
  const { output } = ctx;
  output.result({ storeId, ...result, import: imported }, () => [
    `${output.green("✓")} ${result.isNew ? "Published" : "Nothing changed since the last publish; it is live again"}: ${output.bold(result.url)}`,
    output.dim(
      `  version ${result.version}, ${result.deploy.pageCount} pages, ${result.deploy.fileCount} files`,
    ),
  ]);
}
