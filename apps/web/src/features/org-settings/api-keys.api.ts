import type { CreateApiKeyBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: (teamId: string) => [...apiKeyKeys.all, teamId] as const,
};

/** The team's active API keys (GET /teams/{id}/api-keys); owners and admins only. */
export function useApiKeys(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.list(teamId),
    queryFn: () => api.apiKeys.list(teamId),
    enabled,
  });
}

/** Creates a key; the answer carries the key itself, this once. */
export function useCreateApiKey(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.apiKeys.create(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(teamId) }),
  });
}

export function useRevokeApiKey(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api.apiKeys.revoke(teamId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(teamId) }),
  });
}
