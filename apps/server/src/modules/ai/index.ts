import { collectionNamesReader } from "../collections/index.js";
import type { AssistantOptIn } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { limitsOf, type Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import type { DraftHistoryService } from "../draft-history/draft-history.service.js";
import { capsOf, type EditorService } from "../editor/editor.service.js";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import type { TeamsService } from "../teams/teams.service.js";
import { createAiRepository } from "./ai.repository.js";
import { aiRoutes } from "./ai.routes.js";
import { createAiService, type LlmProvider } from "./ai.service.js";
import { createChatCompletionsClient } from "./llm/chat-completions-client.js";
import { createPromptRateLimit } from "./prompt-rate-limit.js";

/** The configured model, or null: without AI_BASE_URL the composer answers every prompt. */
export function providerFromConfig(
  config: Pick<Config, "aiBaseUrl" | "aiApiKey" | "aiModel" | "aiTimeoutMs" | "aiSelfHosted">,
): LlmProvider | null {
  if (!config.aiBaseUrl || !config.aiModel) return null;
  return {
    client: createChatCompletionsClient({
      baseUrl: config.aiBaseUrl,
      apiKey: config.aiApiKey,
      timeoutMs: config.aiTimeoutMs ?? 60_000,
    }),
    model: config.aiModel,
    isSelfHosted: config.aiSelfHosted ?? false,
  };
}

/**
 * Wires AI repository → service → routes; stores, editor, draft history, products and teams
 * through their services.
 */
export function aiModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    stores: StoresService;
    editor: EditorService;
    draftHistory: DraftHistoryService;
    products: ProductsService;
    teams: TeamsService;
    rateLimits: RateLimitStore;
  },
) {
  const ai = createAiService({
    ai: createAiRepository(deps.db),
    stores: deps.stores,
    editor: deps.editor,
    draftHistory: deps.draftHistory,
    products: deps.products,
    collectionsOf: collectionNamesReader(deps.db),
    // A store outside every team, or of a team the caller has left, shares nothing.
    async privacyOf(actor, teamId): Promise<AssistantOptIn> {
      if (!teamId) return "disabled";
      try {
        return (await deps.teams.get(actor, teamId)).team.settings.assistantOptIn;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return "disabled";
        throw error;
      }
    },
    provider: providerFromConfig(deps.config),
    rateLimit: createPromptRateLimit({
      store: deps.rateLimits,
      max: deps.config.aiRateLimit ?? 30,
    }),
    log: app.log,
    caps: capsOf(limitsOf(deps.config)),
  });
  aiRoutes(app, ai);
  return ai;
}
