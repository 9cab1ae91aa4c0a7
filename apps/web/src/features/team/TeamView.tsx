import type { CreateInviteResult, TeamMemberDto } from "@shopwright/sdk";
import { Search, Settings, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { inputClasses } from "../../components/TextField";
import { errorText } from "../auth/auth.errors";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { InviteSentNotice } from "./InviteSentNotice";
import { MemberRow } from "./MemberRow";
import { PendingInvites } from "./PendingInvites";
import { removeConfirmation, TEAM_TEXT } from "./team.texts";
import { orgSettingsPath } from "./team-paths";
import { useRemoveMember, useTeamMembers } from "./teams.api";

/** Case-insensitive match on name, email or role. */
function matches(member: TeamMemberDto, needle: string): boolean {
  return [member.user.name, member.user.email, member.role].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** One team's page (SPEC 2): filterable members, 'Invite member', 'Leave team' and 'Remove'. */
export function TeamView({ teamId }: { teamId: string }) {
  const navigate = useNavigate();
  const members = useTeamMembers(teamId);
  const remove = useRemoveMember(teamId);
  const [query, setQuery] = useState("");
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [sent, setSent] = useState<CreateInviteResult | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (members.data?.members ?? []).filter((member) => matches(member, needle));
  }, [members.data, query]);
  const you = members.data?.members.find((member) => member.isYou);
  const isManager = you?.role === "owner" || you?.role === "admin";

  function handleLeave() {
    if (!you || !window.confirm(TEAM_TEXT.leaveConfirmation)) return;
    setActionError(null);
    remove.mutate(you.userId, {
      onSuccess: () => void navigate("/dashboard/team", { replace: true }),
      onError: (cause) => setActionError(errorText(cause, "Failed to leave the team")),
    });
  }

  function handleRemove(member: TeamMemberDto) {
    if (!window.confirm(removeConfirmation(member.user.name))) return;
    setActionError(null);
    remove.mutate(member.userId, {
      onError: (cause) => setActionError(errorText(cause, "Failed to remove member")),
    });
  }

  function handleSent(result: CreateInviteResult) {
    setIsInviteOpen(false);
    setSent(result);
  }

  if (members.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Team</h1>
        <Alert className="mt-6">
          <p className="font-medium">{TEAM_TEXT.loadFailed}</p>
          {errorText(members.error, "") && <p className="mt-0.5">{errorText(members.error, "")}</p>}
          <button
            type="button"
            onClick={() => void members.refetch()}
            className="mt-2 font-medium underline underline-offset-2"
          >
            Try again
          </button>
        </Alert>
      </div>
    );
  }

  const team = members.data?.team;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-600">Team</p>
          {team ? (
            <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">
              {team.name}
            </h1>
          ) : (
            <div className="mt-1 h-8 w-48 animate-pulse rounded bg-slate-200" aria-hidden />
          )}
          <p className="mt-1 text-sm text-slate-500">
            Everyone here can see and edit the team’s stores.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <ButtonLink
            to={orgSettingsPath(teamId)}
            variant="secondary"
            icon={<Settings className="size-4" aria-hidden />}
          >
            Settings
          </ButtonLink>
          <Button
            icon={<UserPlus className="size-4" aria-hidden />}
            onClick={() => {
              setSent(null);
              setIsInviteOpen(true);
            }}
          >
            Invite member
          </Button>
        </div>
      </div>

      {sent && (
        <div className="mt-4">
          <InviteSentNotice result={sent} onClose={() => setSent(null)} />
        </div>
      )}
      {actionError && (
        <Alert className="mt-4" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}

      <div className="relative mt-6 w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Filter members"
          placeholder="Filter members"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={`${inputClasses} h-10 pl-9`}
        />
      </div>

      <div className="mt-4 overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        <table className="w-full table-fixed">
          <thead className="border-b border-slate-200 bg-slate-50/80 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2.5 pr-3 pl-4 sm:pl-5">
                User
              </th>
              <th scope="col" className="hidden w-36 px-3 py-2.5 sm:table-cell">
                Enabled MFA
              </th>
              <th scope="col" className="hidden w-28 px-3 py-2.5 sm:table-cell">
                Role
              </th>
              <th scope="col" className="w-32 py-2.5 pr-4 pl-3 sm:pr-5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.isPending ? (
              [0, 1, 2].map((key) => (
                <tr key={key} aria-hidden>
                  <td colSpan={4} className="px-5 py-3">
                    <div className="flex animate-pulse items-center gap-3">
                      <div className="size-9 rounded-full bg-slate-200" />
                      <div className="flex-1 space-y-2">
                        <div className="h-3 w-40 rounded bg-slate-200" />
                        <div className="h-3 w-56 rounded bg-slate-100" />
                      </div>
                    </div>
                  </td>
                </tr>
              ))
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-5 py-10 text-center text-sm text-slate-500">
                  No members match “{query.trim()}”.
                </td>
              </tr>
            ) : (
              visible.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  isBusy={remove.isPending}
                  onLeave={handleLeave}
                  onRemove={handleRemove}
                />
              ))
            )}
          </tbody>
        </table>
        {members.isPending && (
          <p role="status" className="sr-only">
            Loading members
          </p>
        )}
      </div>

      {isManager && <PendingInvites teamId={teamId} />}

      {isInviteOpen && (
        <InviteMemberDialog
          teamId={teamId}
          onClose={() => setIsInviteOpen(false)}
          onSent={handleSent}
        />
      )}
    </div>
  );
}
