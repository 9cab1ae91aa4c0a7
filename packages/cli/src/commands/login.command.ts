import password from "@inquirer/password";
import { createClient, type MeResult } from "@shopwright/sdk";
import { CliError, EXIT_CODES } from "../cli-error.js";
import type { CommandContext } from "../command-context.js";
import {
  configPath,
  readCredentials,
  removeCredentials,
  writeCredentials,
} from "../config-file.js";
import { apiBaseOf, DEFAULT_SERVER_URL, normalizeServerUrl } from "../server-url.js";

export interface LoginOptions {
  key?: string;
  url?: string;
}

/** The first line of piped input: `echo $KEY | shopwright login` keeps the key out of argv. */
async function readFirstLine(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split("\n")[0]?.trim() ?? "";
}

/** --key, else SHOPWRIGHT_TOKEN, else a masked prompt on a terminal, else a line of stdin. */
async function keyFrom(ctx: CommandContext, options: LoginOptions): Promise<string> {
  const given = options.key ?? ctx.env.SHOPWRIGHT_TOKEN;
  if (given?.trim()) return given.trim();
  if (ctx.stdin.isTTY && !ctx.output.isJson) {
    ctx.output.note("Create a key in Organization settings → API keys (it starts with sw_live_).");
    return (
      await password(
        {
          message: "API key:",
          mask: "*",
          validate: (value) => value.trim().length > 0 || "Paste the key",
        },
        { input: ctx.stdin, output: ctx.stderr },
      )
    ).trim();
  }
  const line = await readFirstLine(ctx.stdin);
  if (!line) {
    throw new CliError(
      "No API key given",
      EXIT_CODES.usage,
      "Pass --key <key>, set SHOPWRIGHT_TOKEN, or pipe the key on standard input.",
    );
  }
  return line;
}

/** `shopwright login`: checks the key with GET /auth/me, then saves it (mode 0600). */
export async function login(ctx: CommandContext, options: LoginOptions): Promise<void> {
  const saved = await readCredentials(ctx.env).catch(() => null);
  const url = normalizeServerUrl(
    options.url ?? ctx.env.SHOPWRIGHT_URL ?? saved?.url ?? DEFAULT_SERVER_URL,
  );
  ctx.serverUrl = url;
  const token = await keyFrom(ctx, options);
  const me: MeResult = await createClient({ baseUrl: apiBaseOf(url), token }).auth.me();
  const path = await writeCredentials(ctx.env, {
    url,
    token,
    user: { name: me.user.name, email: me.user.email },
    savedAt: new Date().toISOString(),
  });
  const { output } = ctx;
  output.result({ url, user: me.user, organization: me.organization, configPath: path }, () => [
    `${output.green("✓")} Logged in to ${url} as ${output.bold(me.user.name)} <${me.user.email}>${
      me.organization ? ` (${me.organization.name})` : ""
    }`,
    output.dim(`Credentials saved to ${path}`),
  ]);
}

/** `shopwright logout`: forgets the saved key (the key itself stays valid until revoked). */
export async function logout(ctx: CommandContext): Promise<void> {
  const path = configPath(ctx.env);
  const wasLoggedIn = await removeCredentials(ctx.env);
  const { output } = ctx;
  output.result({ loggedOut: wasLoggedIn, configPath: path }, () =>
    wasLoggedIn
      ? [
          `${output.green("✓")} Logged out: removed ${path}`,
          output.dim(
            "The API key still works until it is revoked in Organization settings → API keys.",
          ),
        ]
      : "Not logged in: nothing to remove",
  );
}
