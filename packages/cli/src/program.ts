import { createRequire } from "node:module";
import { Command, CommanderError, Option } from "commander";
import { CSV_FORMATS, ORDER_STATUSES } from "@shopwright/sdk";
import { EXIT_CODES, reportOf, type ExitCode } from "./cli-error.js";
import type { CliIo, CommandContext } from "./command-context.js";
import { init } from "./commands/init.command.js";
import { login, logout } from "./commands/login.command.js";
import { listOrders, showOrder } from "./commands/orders.command.js";
import { exportProducts, importProducts } from "./commands/products.command.js";
import { publish } from "./commands/publish.command.js";
import { createStoreCommand, listStores } from "./commands/stores.command.js";
import { createOutput } from "./output.js";
import { DEFAULT_SERVER_URL } from "./server-url.js";

const { version } = createRequire(import.meta.url)("../package.json") as { version: string };

const HELP_FOOTER = `
Environment:
  SHOPWRIGHT_TOKEN   an API key; used instead of the saved login (CI needs no login)
  SHOPWRIGHT_URL     the server's address (default ${DEFAULT_SERVER_URL})
  SHOPWRIGHT_CONFIG  where the login is saved (default $XDG_CONFIG_HOME/shopwright/config.json,
                     else ~/.config/shopwright/config.json)
  NO_COLOR           plain output

Exit codes:
  0  done
  1  failed: the server refused (its message and code are shown), it could not be reached,
     a file is missing, or rows of an import failed
  2  bad usage: unknown command or option, missing argument, bad option value

Every command takes --json: one JSON document on stdout, errors as JSON on stderr, no
progress bars or colors.

Start a store:  npx shopwright init my-store && cd my-store && npx shopwright publish`;

/** The commander program; `state.context` is the running command's context, for its errors. */
function buildProgram(io: CliIo, state: { context?: CommandContext }): Command {
  const program = new Command("shopwright")
    .description("Shopwright from the command line: stores, products, orders, publishing")
    .version(version, "-v, --version")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText("after", HELP_FOOTER);

  /** Wires an action: builds its context (--json decides the output) and runs it. */
  const action =
    <A extends unknown[]>(run: (ctx: CommandContext, ...args: A) => Promise<void>) =>
    async (...args: unknown[]) => {
      const command = args.at(-1) as Command;
      const isJson = Boolean(command.opts<{ json?: boolean }>().json);
      const context: CommandContext = { ...io, output: createOutput(io, io.env, isJson) };
      state.context = context;
      await run(context, ...(args.slice(0, -1) as A));
    };
  const json = () => new Option("--json", "print machine-readable JSON only");

  program
    .command("login")
    .description("save an API key (sw_live_…) after checking it with the server")
    .option("--key <key>", "the API key (else SHOPWRIGHT_TOKEN, a prompt, or standard input)")
    .option("--url <url>", `the server's address (default ${DEFAULT_SERVER_URL})`)
    .addOption(json())
    .action(action((ctx, options: { key?: string; url?: string }) => login(ctx, options)));

  program
    .command("logout")
    .description("forget the saved API key")
    .addOption(json())
    .action(action((ctx) => logout(ctx)));

  const stores = program.command("stores").description("list and create stores");
  stores
    .command("list")
    .description("the stores the key can reach")
    .addOption(json())
    .action(action((ctx) => listStores(ctx)));
  stores
    .command("create")
    .description("create a store")
    .argument("<name>", "the store's name")
    .option("--domain <domain>", "its domain (default: a placeholder, <name>.example.com)")
    .option("--description <text>", "a short description")
    .option("--theme <id>", "start from a starter theme (e.g. roastery), so it can be published")
    .addOption(json())
    .action(
      action(
        (ctx, name: string, options: { domain?: string; description?: string; theme?: string }) =>
          createStoreCommand(ctx, name, options),
      ),
    );

  const products = program.command("products").description("import and export products as CSV");
  products
    .command("import")
    .description(
      "import a CSV file (Shopify's product CSV or the native columns), upserting by handle",
    )
    .argument("<file>", "the CSV file")
    .option("--store <id>", "the store (default: the project's, in a shopwright init directory)")
    .addOption(
      new Option("--format <format>", "the file's format")
        .choices(["auto", ...CSV_FORMATS])
        .default("auto"),
    )
    .option("--dry-run", "show what would be created, updated and refused; change nothing")
    .addOption(json())
    .action(
      action((ctx, file: string, options: Parameters<typeof importProducts>[2]) =>
        importProducts(ctx, file, options),
      ),
    );
  products
    .command("export")
    .description("download the store's products as CSV")
    .option("--store <id>", "the store (default: the project's, in a shopwright init directory)")
    .addOption(
      new Option("--format <format>", "the CSV format").choices(CSV_FORMATS).default("native"),
    )
    .option("-o, --output <file>", "where to write (default: the server's file name; - for stdout)")
    .addOption(json())
    .action(
      action((ctx, options: Parameters<typeof exportProducts>[1]) => exportProducts(ctx, options)),
    );

  const orders = program.command("orders").description("the store's orders");
  orders
    .command("list")
    .description("the store's orders, newest first")
    .option("--store <id>", "the store (default: the project's, in a shopwright init directory)")
    .addOption(new Option("--status <status>", "only orders in this state").choices(ORDER_STATUSES))
    .option("--search <text>", "an order number, a customer's name or email")
    .option("--page <n>", "the page (default 1)")
    .option("--limit <n>", "orders per page (default 25, at most 100)")
    .addOption(json())
    .action(action((ctx, options: Parameters<typeof listOrders>[1]) => listOrders(ctx, options)));
  orders
    .command("show")
    .description("one order in full: lines, customer, payment, timeline")
    .argument("<order>", "its number (1001 or #1001) or id")
    .option("--store <id>", "the store (default: the project's, in a shopwright init directory)")
    .addOption(json())
    .action(
      action((ctx, ref: string, options: { store?: string }) => showOrder(ctx, ref, options)),
    );

  program
    .command("publish")
    .description(
      "publish the store's saved layout and print the site's address; in a project, create the store if needed and import products.csv first",
    )
    .option("--store <id>", "the store (default: the project's, in a shopwright init directory)")
    .option("--no-products", "do not import the project's products.csv first")
    .addOption(json())
    .action(action((ctx, options: Parameters<typeof publish>[1]) => publish(ctx, options)));

  program
    .command("init")
    .description("scaffold a starter project: shopwright.json, a sample products.csv and a README")
    .argument("<dir>", "the directory to create")
    .option("--name <name>", "the store's name (default: from the directory's name)")
    .option("--domain <domain>", "the store's domain (default: a placeholder)")
    .option("--theme <id>", "the starter theme (default: roastery)")
    .addOption(json())
    .action(
      action((ctx, dir: string, options: Parameters<typeof init>[2]) => init(ctx, dir, options)),
    );

  return program;
}

/** Runs the CLI on `argv` (without node and script) and answers the exit code. */
export async function run(argv: string[], io: CliIo): Promise<ExitCode> {
  const state: { context?: CommandContext } = {};
  const program = buildProgram(io, state);
  try {
    await program.parseAsync(argv, { from: "user" });
    return EXIT_CODES.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end with 0; everything commander refuses is bad usage.
      return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    }
    const context = state.context;
    const report = reportOf(error, context?.serverUrl);
    (context?.output ?? createOutput(io, io.env, false)).error(report);
    return report.exitCode;
  }
}
