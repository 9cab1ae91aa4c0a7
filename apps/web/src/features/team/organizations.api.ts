import type { OrganizationsResult } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { authKeys } from "../auth/auth.api";
import { storeKeys } from "../store/stores.api";

export const organizationKeys = {
  all: ["organizations"] as const,
};

/** Where the user may work (personal space and teams), and which one is current. */
export function useOrganizations() {
  return useQuery({ queryKey: organizationKeys.all, queryFn: () => api.organizations.list() });
}

/**
 * After the current organization changes: the header's organization (GET /auth/me), the
 * switcher and the dashboard's store list all follow.
 */
export function refreshOrganization(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  void queryClient.invalidateQueries({ queryKey: authKeys.me() });
  void queryClient.invalidateQueries({ queryKey: storeKeys.all });
}

/** Switches the current organization (a team id, or null for personal), remembered per user. */
export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string | null) => api.organizations.setCurrent({ teamId }),
    onSuccess: (current) => {
      queryClient.setQueryData<OrganizationsResult>(organizationKeys.all, (data) =>
        data
          ? {
              current,
              organizations: data.organizations.map((each) => ({
                ...each,
                isCurrent: each.teamId === current.teamId,
              })),
            }
          : data,
      );
      // The store lists are another organization's now: drop them rather than show the old ones.
      queryClient.removeQueries({ queryKey: storeKeys.list() });
      queryClient.removeQueries({ queryKey: storeKeys.deleted() });
      refreshOrganization(queryClient);
    },
  });
}
