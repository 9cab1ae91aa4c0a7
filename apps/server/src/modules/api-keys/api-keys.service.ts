import {
  API_KEY_MESSAGES,
  type ApiKeyListResult,
  type CreateApiKeyBody,
  type CreateApiKeyResult,
  type RevokeApiKeyResult,
  type TeamRole,
} from "@shopwright/sdk";
import type { z } from "zod";
import { AppError, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor, AuthUser } from "../auth/auth.plugin.js";
import { hashApiKey, isApiKey, newApiKey } from "./api-key-tokens.js";
import { toApiKeyDto } from "./api-keys.mapper.js";
import type { ApiKeysRepository } from "./api-keys.repository.js";

/** lastUsedAt is written at most once per key in this window, to spare the database. */
export const LAST_USED_WINDOW_MS = 60_000;

const keyNotFound = () => notFound("api_key_not_found", API_KEY_MESSAGES.keyNotFound);
const forbidden = (message: string) => new AppError(403, "insufficient_role", message);

/**
 * API keys of a team. Owners and admins create, list and revoke them (any key of the team,
 * whoever made it); members may not. A key acts as its creator, within its team: it stops
 * working when revoked, when the creator leaves or is removed from the team, or with them.
 * Keys cannot manage keys: a leaked key must not be able to mint its own successors.
 */
export function createApiKeysService(deps: {
  keys: ApiKeysRepository;
  /** The caller's role in a team; 404 when they are not in it (the teams service's get). */
  roleIn: (actor: Actor, teamId: string) => Promise<{ role: TeamRole }>;
  now?: () => Date;
}) {
  const { keys } = deps;
  const now = deps.now ?? (() => new Date());

  async function managed(caller: AuthUser, teamId: string): Promise<void> {
    const { role } = await deps.roleIn(caller.actor, teamId);
    if (caller.apiKey) throw forbidden(API_KEY_MESSAGES.notWithKey);
    if (role !== "owner" && role !== "admin") throw forbidden(API_KEY_MESSAGES.notManager);
  }

  return {
    async list(caller: AuthUser, teamId: string): Promise<ApiKeyListResult> {
      await managed(caller, teamId);
      return { apiKeys: (await keys.list(teamId)).map(toApiKeyDto) };
    },

    /** Creates a key and answers it this once; only its SHA-256 is stored. */
    async create(
      caller: AuthUser,
      teamId: string,
      body: z.output<typeof CreateApiKeyBody>,
    ): Promise<CreateApiKeyResult> {
      await managed(caller, teamId);
      const { key, prefix } = newApiKey();
      const row = await keys.insert({
        teamId,
        createdBy: caller.id,
        name: body.name,
        prefix,
        tokenHash: hashApiKey(key),
      });
      const [listed] = await keys.list(teamId, row.id);
      return { apiKey: toApiKeyDto(listed!), key };
    },

    async revoke(caller: AuthUser, teamId: string, keyId: string): Promise<RevokeApiKeyResult> {
      await managed(caller, teamId);
      if (!isUuid(keyId) || !(await keys.revoke(teamId, keyId, now()))) throw keyNotFound();
      return { revoked: true };
    },

    /** Whether a key, found earlier by `authenticate`, still works (a preview token's key). */
    isUsable: (keyId: string): Promise<boolean> =>
      isUuid(keyId) ? keys.isUsable(keyId) : Promise.resolve(false),

    /** The caller a bearer API key stands for, or null for an unknown or unusable key. */
    async authenticate(token: string): Promise<AuthUser | null> {
      if (!isApiKey(token)) return null;
      const found = await keys.findUsable(hashApiKey(token));
      if (!found) return null;
      const at = now();
      const staleBefore = new Date(at.getTime() - LAST_USED_WINDOW_MS);
      if (!found.lastUsedAt || found.lastUsedAt < staleBefore)
        await keys.touch(found.id, at, staleBefore);
      return {
        id: found.userId,
        apiKey: { id: found.id, teamId: found.teamId },
        actor: { userId: found.userId, teamScope: found.teamId },
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
