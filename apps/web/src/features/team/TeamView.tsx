import {
  can,
  deniedReason,
  type CreateInviteResult,
  type TeamMemberDto,
  type TeamRole,
} from "@shopwright/sdk";
import { Info, Search, Settings, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { inputClasses } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { confirmDialog } from "../../components/dialogs";
import { errorText } from "../../lib/error-text";
import { DeleteTeamCard } from "./DeleteTeamCard";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { InviteSentNotice } from "./InviteSentNotice";
import { MemberRow, type RowAbilities } from "./MemberRow";
import { PendingInvites } from "./PendingInvites";
import { removeConfirmation, ROLE_TEXT, TEAM_TEXT } from "./team.texts";
import { orgSettingsPath } from "./team-paths";
import {
  useRemoveMember,
  useTeamMembers,
  useTransferOwnership,
  useUpdateMemberRole,
} from "./teams.api";

/** Case-insensitive match on name, email or role. */
function matches(member: TeamMemberDto, needle: string): boolean {
  return [member.user.name, member.user.email, member.role].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** What the caller (of `callerRole`) may do to one row, by the permission table. */
function abilitiesFor(
  member: TeamMemberDto,
  callerRole: TeamRole | undefined,
  owners: number,
  members: number,
): RowAbilities {
  const isManager = can(callerRole, "team.manage");
  const isOwner = can(callerRole, "team.transferOwnership");
  const isSoleOwner = member.isYou && member.role === "owner" && owners <= 1;
  return {
    canChangeRole: isManager && !member.isYou && member.role !== "owner",
    canMakeOwner: isOwner && !member.isYou && member.role !== "owner",
    // Admins manage roles below owner: an owner's row is an owner's to change.
    canRemove: isManager && !member.isYou && (member.role !== "owner" || isOwner),
    leaveBlockedReason: isSoleOwner
      ? members > 1
        ? ROLE_TEXT.leaveDisabled
        : ROLE_TEXT.soleOwnerAlone
      : null,
  };
}

/**
 * One team's page: filterable members, 'Invite member', role changes (member ↔
 * admin), 'Make owner', 'Leave team' and 'Remove', each offered only to a role that may.
 */
export function TeamView({ teamId }: { teamId: string }) {
  const navigate = useNavigate();
  const members = useTeamMembers(teamId);
  const remove = useRemoveMember(teamId);
  const updateRole = useUpdateMemberRole(teamId);
  const transfer = useTransferOwnership(teamId);
  const [query, setQuery] = useState("");
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [sent, setSent] = useState<CreateInviteResult | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (members.data?.members ?? []).filter((member) => matches(member, needle));
  }, [members.data, query]);
  const all = members.data?.members ?? [];
  const you = all.find((member) => member.isYou);
  const isManager = can(you?.role, "team.manage");
  const manageReason = you ? deniedReason(you.role, "team.manage") : null;
  const owners = all.filter((member) => member.role === "owner").length;
  const isSoleOwner = you?.role === "owner" && owners <= 1;
  const isBusy = remove.isPending || updateRole.isPending || transfer.isPending;

  async function handleLeave() {
    if (!you) return;
    const isSure = await confirmDialog({
      title: TEAM_TEXT.leaveConfirmation,
      message: "You lose access to the team’s stores at once.",
      confirmLabel: "Leave team",
      danger: true,
    });
    if (!isSure) return;
    setActionError(null);
    const teamName = members.data?.team.name ?? "the team";
    remove.mutate(you.userId, {
      onSuccess: () => {
        toast.success(ROLE_TEXT.left(teamName));
        void navigate("/dashboard/team", { replace: true });
      },
      onError: (cause) => setActionError(errorText(cause, ROLE_TEXT.leaveFailed)),
    });
  }

  async function handleRemove(member: TeamMemberDto) {
    const isSure = await confirmDialog({
      title: removeConfirmation(member.user.name),
      message: "They lose access to the team’s stores at once.",
      confirmLabel: "Remove",
      danger: true,
    });
    if (!isSure) return;
    setActionError(null);
    remove.mutate(member.userId, {
      onSuccess: () => toast.success(ROLE_TEXT.removed(member.user.name)),
      onError: (cause) => setActionError(errorText(cause, ROLE_TEXT.removeFailed)),
    });
  }

  function handleRoleChange(member: TeamMemberDto, role: TeamRole) {
    if (role === member.role) return;
    setActionError(null);
    updateRole.mutate(
      { memberId: member.userId, role },
      {
        onSuccess: () => toast.success(ROLE_TEXT.roleChanged(member.user.name, role)),
        onError: (cause) => setActionError(errorText(cause, ROLE_TEXT.roleFailed)),
      },
    );
  }

  async function handleMakeOwner(member: TeamMemberDto) {
    const isSure = await confirmDialog({
      title: ROLE_TEXT.transferTitle(member.user.name),
      message: ROLE_TEXT.transferMessage,
      confirmLabel: ROLE_TEXT.transferConfirm,
    });
    if (!isSure) return;
    setActionError(null);
    transfer.mutate(member.userId, {
      onSuccess: () => toast.success(ROLE_TEXT.transferred(member.user.name)),
      onError: (cause) => setActionError(errorText(cause, ROLE_TEXT.transferFailed)),
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
            disabled={!isManager}
            title={manageReason ?? undefined}
            aria-describedby={manageReason ? "team-role-note" : undefined}
            onClick={() => {
              setSent(null);
              setIsInviteOpen(true);
            }}
          >
            Invite member
          </Button>
        </div>
      </div>

      {you && (manageReason || isSoleOwner) && (
        <p
          id="team-role-note"
          className="mt-4 flex items-start gap-2 rounded-lg bg-slate-100/80 px-3 py-2.5 text-sm text-slate-600"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <span>
            {manageReason
              ? `${manageReason}: invite people, remove them and change roles.`
              : all.length > 1
                ? ROLE_TEXT.soleOwner
                : ROLE_TEXT.soleOwnerAlone}
          </span>
        </p>
      )}

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
              <th scope="col" className="hidden w-32 px-3 py-2.5 sm:table-cell">
                Role
              </th>
              <th scope="col" className="w-32 py-2.5 pr-4 pl-3 sm:w-56 sm:pr-5">
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
                  abilities={abilitiesFor(member, you?.role, owners, all.length)}
                  isBusy={isBusy}
                  onLeave={() => void handleLeave()}
                  onRemove={(target) => void handleRemove(target)}
                  onRoleChange={handleRoleChange}
                  onMakeOwner={(target) => void handleMakeOwner(target)}
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

      {team && can(you?.role, "team.delete") && (
        <DeleteTeamCard teamId={teamId} teamName={team.name} />
      )}

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
