import type { TeamMemberDto, TeamRole } from "@shopwright/sdk";
import { Crown, ShieldCheck, ShieldOff } from "lucide-react";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ROLE_TEXT } from "./team.texts";

const roleTones: Record<TeamRole, "brand" | "success" | "neutral"> = {
  owner: "brand",
  admin: "success",
  member: "neutral",
};

const roleLabels: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

function MfaStatus({ isEnabled }: { isEnabled: boolean }) {
  return isEnabled ? (
    <span className="inline-flex items-center gap-1.5 text-sm text-emerald-700">
      <ShieldCheck className="size-4" aria-hidden />
      Enabled
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-500">
      <ShieldOff className="size-4 text-slate-400" aria-hidden />
      Disabled
    </span>
  );
}

/** What the signed-in user may do to this row, worked out by the page from the table. */
export interface RowAbilities {
  /** Change the role between member and admin (managers, on non-owners other than themselves). */
  canChangeRole: boolean;
  /** Hand ownership to this member (owners, on non-owners). */
  canMakeOwner: boolean;
  canRemove: boolean;
  /** Why 'Leave team' is disabled on the caller's own row, or null when they may leave. */
  leaveBlockedReason: string | null;
}

function RoleControl({
  member,
  abilities,
  isBusy,
  onRoleChange,
  idSuffix,
}: {
  member: TeamMemberDto;
  abilities: RowAbilities;
  isBusy: boolean;
  onRoleChange: (member: TeamMemberDto, role: TeamRole) => void;
  idSuffix: string;
}) {
  if (!abilities.canChangeRole) {
    return (
      <Badge tone={roleTones[member.role]}>
        {member.role === "owner" && <Crown className="size-3" aria-hidden />}
        {roleLabels[member.role]}
      </Badge>
    );
  }
  return (
    <select
      id={`role-${member.userId}-${idSuffix}`}
      aria-label={ROLE_TEXT.roleLabel(member.user.name)}
      value={member.role}
      disabled={isBusy}
      onChange={(event) => onRoleChange(member, event.target.value as TeamRole)}
      className="h-8 w-28 rounded-lg border border-slate-200 bg-white pr-8 pl-2.5 text-sm text-slate-700 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none disabled:opacity-50"
    >
      <option value="member">Member</option>
      <option value="admin">Admin</option>
    </select>
  );
}

/**
 * One member: user, MFA status, role (a member/admin choice for owners and admins, a badge
 * otherwise), and 'Leave team' (own row), 'Make owner' and 'Remove' as the caller's role allows.
 */
export function MemberRow({
  member,
  abilities,
  isBusy,
  onLeave,
  onRemove,
  onRoleChange,
  onMakeOwner,
}: {
  member: TeamMemberDto;
  abilities: RowAbilities;
  isBusy: boolean;
  onLeave: () => void;
  onRemove: (member: TeamMemberDto) => void;
  onRoleChange: (member: TeamMemberDto, role: TeamRole) => void;
  onMakeOwner: (member: TeamMemberDto) => void;
}) {
  const { user } = member;
  const initial = (user.name.trim().charAt(0) || user.email.charAt(0) || "U").toUpperCase();
  const role = (suffix: string) => (
    <RoleControl
      member={member}
      abilities={abilities}
      isBusy={isBusy}
      onRoleChange={onRoleChange}
      idSuffix={suffix}
    />
  );
  return (
    <tr className="align-middle">
      <td className="py-3 pr-3 pl-4 sm:pl-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-violet-500 text-sm font-semibold text-white"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="flex items-center gap-2 truncate text-sm font-medium text-slate-900">
              <span className="truncate">{user.name}</span>
              {member.isYou && <Badge className="shrink-0">You</Badge>}
            </p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 sm:hidden">
              {role("mobile")}
              <MfaStatus isEnabled={member.mfaEnabled} />
            </div>
          </div>
        </div>
      </td>
      <td className="hidden px-3 py-3 sm:table-cell">
        <MfaStatus isEnabled={member.mfaEnabled} />
      </td>
      <td className="hidden px-3 py-3 sm:table-cell">{role("desktop")}</td>
      <td className="py-3 pr-4 pl-3 sm:pr-5">
        <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
          {member.isYou ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy || abilities.leaveBlockedReason !== null}
              title={abilities.leaveBlockedReason ?? undefined}
              onClick={onLeave}
            >
              Leave team
            </Button>
          ) : (
            <>
              {abilities.canMakeOwner && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={isBusy}
                  onClick={() => onMakeOwner(member)}
                  aria-label={`Make ${user.name} the owner`}
                >
                  {ROLE_TEXT.makeOwner}
                </Button>
              )}
              {abilities.canRemove && (
                <Button
                  variant="danger"
                  size="sm"
                  disabled={isBusy}
                  onClick={() => onRemove(member)}
                  aria-label={`Remove ${user.name}`}
                >
                  Remove
                </Button>
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
