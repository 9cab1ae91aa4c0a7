import { CliError, EXIT_CODES } from "./cli-error.js";
import { findProject, PROJECT_FILE, type Project } from "./project-file.js";

/** The store a command acts on: --store, else the one of the project around the directory. */
export async function storeTarget(
  cwd: string,
  given: string | undefined,
): Promise<{ storeId: string; project: Project | null }> {
  const project = await findProject(cwd);
  const storeId = given ?? project?.config.storeId;
  if (storeId) return { storeId, project };
  throw new CliError(
    project
      ? `${project.path} names no store yet`
      : `No store given: pass --store <id> or run this inside a project (${PROJECT_FILE})`,
    project ? EXIT_CODES.failed : EXIT_CODES.usage,
    project
      ? "Run `shopwright publish` once to create it, or add a storeId from `shopwright stores list`."
      : "`shopwright stores list` shows the ids.",
  );
}
