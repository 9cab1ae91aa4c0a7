import type { CreateInviteResult } from "@shopwright/sdk";
import { Alert } from "../../components/Alert";
import { CopyButton } from "../../components/CopyButton";
import { TEAM_TEXT } from "./team.texts";

/**
 * PRODUCT.md §8 'Invite sent'. When the server has no mail set up, the invite waits in its outbox,
 * so the link is shown for the inviter to pass on; it works only for the invited address.
 */
export function InviteSentNotice({
  result,
  onClose,
}: {
  result: CreateInviteResult;
  onClose: () => void;
}) {
  return (
    <Alert tone="success" onClose={onClose}>
      <p className="font-medium">{TEAM_TEXT.inviteSent}</p>
      {result.acceptUrl ? (
        <>
          <p className="mt-0.5">
            Email is not set up on this server, so the invitation to {result.invite.email} is in its
            outbox. Share this link with them; it works only for that address.
          </p>
          <div className="mt-2 flex items-center gap-2 rounded-md bg-white/70 px-2 py-1 ring-1 ring-emerald-200">
            <code data-testid="invite-link" className="min-w-0 flex-1 truncate text-xs">
              {result.acceptUrl}
            </code>
            <CopyButton text={result.acceptUrl} label="invite link" tone="light" />
          </div>
        </>
      ) : (
        <p className="mt-0.5">We emailed {result.invite.email} a link to join.</p>
      )}
    </Alert>
  );
}
