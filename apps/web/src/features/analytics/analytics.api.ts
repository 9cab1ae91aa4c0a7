import type { AnalyticsQuery } from "@shopwright/sdk";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const analyticsKeys = {
  all: ["analytics"] as const,
  report: (storeId: string, query: AnalyticsQuery) =>
    [...analyticsKeys.all, storeId, query] as const,
};

/**
 * GET /store/{id}/analytics: the report of a range and the one before. Visits are written
 * every few seconds, so a report a minute old is read again when the screen is shown.
 */
export function useAnalytics(storeId: string, query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.report(storeId, query),
    queryFn: () => api.analytics.report(storeId, query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /store/{id}/analytics/export: the range's days as CSV. */
export function useExportAnalytics(storeId: string) {
  return useMutation({
    mutationFn: (query: AnalyticsQuery) => api.analytics.exportCsv(storeId, query),
  });
}
