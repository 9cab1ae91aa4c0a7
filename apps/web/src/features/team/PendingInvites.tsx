import type { TeamInviteDto } from "@shopwright/sdk";
import { Mail } from "lucide-react";
import { Alert } from "../../components/Alert";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { errorText } from "../../lib/error-text";
import { useRevokeInvite, useTeamInvites } from "./teams.api";

const dateFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });

/** Invites not yet accepted, for owners and admins, each with 'Revoke'. */
export function PendingInvites({ teamId }: { teamId: string }) {
  const invites = useTeamInvites(teamId, true);
  const revoke = useRevokeInvite(teamId);
  if (!invites.data?.length) return null;
  // Expiry as of the answer's arrival: the list is refetched whenever the page is revisited.
  const now = invites.dataUpdatedAt;
  return (
    <section aria-labelledby="pending-invites" className="mt-8">
      <h2 id="pending-invites" className="text-sm font-semibold text-slate-900">
        Pending invites
      </h2>
      {revoke.isError && (
        <Alert className="mt-3">{errorText(revoke.error, "Failed to revoke invite")}</Alert>
      )}
      <ul className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        {invites.data.map((invite: TeamInviteDto) => {
          const isExpired = Date.parse(invite.expiresAt) <= now;
          return (
            <li key={invite._id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
                <Mail className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{invite.email}</p>
                <p className="text-xs text-slate-500">
                  {invite.role === "admin" ? "Admin" : "Member"} ·{" "}
                  {isExpired
                    ? "Expired"
                    : `Expires ${dateFormat.format(new Date(invite.expiresAt))}`}
                </p>
              </div>
              {isExpired && <Badge tone="warning">Expired</Badge>}
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(invite._id)}
                aria-label={`Revoke invite for ${invite.email}`}
              >
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
