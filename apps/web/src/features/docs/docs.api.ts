import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { toApiReference } from "./openapi-model";

export const docsKeys = {
  openApi: () => ["docs", "openapi"] as const,
};

/** The API reference, read from GET /api/openapi.json; it changes only with a deploy. */
export function useApiReference() {
  return useQuery({
    queryKey: docsKeys.openApi(),
    queryFn: async () => toApiReference(await api.reference.openApi()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
