import type { TeamMemberDto, TeamRole } from "@shopwright/sdk";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";

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

/** One member: user, MFA status, role, and 'Leave team' (own row) or 'Remove' (SPEC 6). */
export function MemberRow({
  member,
  isBusy,
  onLeave,
  onRemove,
}: {
  member: TeamMemberDto;
  isBusy: boolean;
  onLeave: () => void;
  onRemove: (member: TeamMemberDto) => void;
}) {
  const { user } = member;
  const initial = (user.name.trim().charAt(0) || user.email.charAt(0) || "U").toUpperCase();
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
            <div className="mt-1 flex items-center gap-3 sm:hidden">
              <Badge tone={roleTones[member.role]}>{roleLabels[member.role]}</Badge>
              <MfaStatus isEnabled={member.mfaEnabled} />
            </div>
          </div>
        </div>
      </td>
      <td className="hidden px-3 py-3 sm:table-cell">
        <MfaStatus isEnabled={member.mfaEnabled} />
      </td>
      <td className="hidden px-3 py-3 sm:table-cell">
        <Badge tone={roleTones[member.role]}>{roleLabels[member.role]}</Badge>
      </td>
      <td className="py-3 pr-4 pl-3 text-right sm:pr-5">
        {member.isYou ? (
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={onLeave}>
            Leave team
          </Button>
        ) : (
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
      </td>
    </tr>
  );
}
