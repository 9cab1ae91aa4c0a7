import type {
  AcceptInviteBody,
  CreateInviteBody,
  CreateTeamBody,
  MyTeamDto,
  TeamRole,
  UpdateTeamBody,
} from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { authKeys } from "../auth/auth.api";
import { storeKeys } from "../store/stores.api";
import { organizationKeys } from "./organizations.api";

export const teamKeys = {
  all: ["teams"] as const,
  my: () => [...teamKeys.all, "my"] as const,
  detail: (teamId: string) => [...teamKeys.all, "detail", teamId] as const,
  members: (teamId: string) => [...teamKeys.all, "members", teamId] as const,
  invites: (teamId: string) => [...teamKeys.all, "invites", teamId] as const,
  lookup: (token: string) => [...teamKeys.all, "lookup", token] as const,
};

/**
 * After a change of who is in which team: the header's organization (GET /auth/me), the
 * switcher, the team lists and the stores a user reaches all follow.
 */
function refreshMembership(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: teamKeys.all });
  void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  void queryClient.invalidateQueries({ queryKey: authKeys.me() });
  void queryClient.invalidateQueries({ queryKey: storeKeys.all });
}

/** The caller's teams, oldest membership first (GET /teams/my). */
export function useMyTeams(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teamKeys.my(),
    queryFn: () => api.teams.my(),
    enabled: options.enabled ?? true,
  });
}

/** One team and the caller's role in it; idle while there is no id. */
export function useTeam(teamId: string | undefined) {
  return useQuery({
    queryKey: teamKeys.detail(teamId ?? ""),
    queryFn: () => api.teams.get(teamId ?? ""),
    enabled: Boolean(teamId),
  });
}

export function useTeamMembers(teamId: string | undefined) {
  return useQuery({
    queryKey: teamKeys.members(teamId ?? ""),
    queryFn: () => api.teams.members(teamId ?? ""),
    enabled: Boolean(teamId),
  });
}

/** Open invites; only owners and admins may read them, so the caller says when to ask. */
export function useTeamInvites(teamId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.invites(teamId ?? ""),
    queryFn: () => api.teams.invites(teamId ?? ""),
    enabled: Boolean(teamId) && enabled,
  });
}

/** Creates a team (it becomes current), moving personal stores into it as the body says. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => api.teams.createWithStores(body),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: storeKeys.list() });
      refreshMembership(queryClient);
    },
  });
}

/** Changes a member's role (member ↔ admin); the members list follows the server. */
export function useUpdateMemberRole(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: TeamRole }) =>
      api.teams.updateMember(teamId, memberId, { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}

/** Hands the team to another member; the caller becomes an admin. */
export function useTransferOwnership(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => api.teams.transferOwnership(teamId, { memberId }),
    onSuccess: () => refreshMembership(queryClient),
  });
}

/**
 * Deletes the team (owners only, once it holds no stores). The server moves everyone whose
 * current organization it was back to their personal space; the caches follow at once.
 */
export function useDeleteTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.teams.delete(teamId),
    onSuccess: () => {
      queryClient.setQueryData<MyTeamDto[]>(teamKeys.my(), (teams) =>
        teams?.filter((entry) => entry.team._id !== teamId),
      );
      queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
      queryClient.removeQueries({ queryKey: teamKeys.members(teamId) });
      queryClient.removeQueries({ queryKey: teamKeys.invites(teamId) });
      queryClient.removeQueries({ queryKey: storeKeys.list() });
      refreshMembership(queryClient);
    },
  });
}

/** Name, slug or privacy; the answer replaces the cached team at once. */
export function useUpdateTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => api.teams.update(teamId, body),
    onSuccess: (result) => {
      queryClient.setQueryData(teamKeys.detail(teamId), result);
      void queryClient.invalidateQueries({ queryKey: teamKeys.my() });
      void queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}

export function useInviteMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteBody) => api.teams.invite(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }),
  });
}

export function useRevokeInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api.teams.revokeInvite(teamId, inviteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }),
  });
}

/** Removes a member, or leaves the team when the id is the caller's own. */
export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => api.teams.removeMember(teamId, memberId),
    onSuccess: (result) => {
      if (result.left) {
        // At once, so /dashboard/team does not send the user back to the team they left.
        queryClient.setQueryData<MyTeamDto[]>(teamKeys.my(), (teams) =>
          teams?.filter((entry) => entry.team._id !== teamId),
        );
        queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
        queryClient.removeQueries({ queryKey: teamKeys.members(teamId) });
      }
      refreshMembership(queryClient);
    },
  });
}

/** What an accept link is for; asked without signing in. */
export function useInviteLookup(token: string) {
  return useQuery({
    queryKey: teamKeys.lookup(token),
    queryFn: () => api.teams.lookupInvite(token),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInviteBody) => api.teams.acceptInvite(body),
    onSuccess: () => refreshMembership(queryClient),
  });
}
