import {
  CreateInviteBody,
  DEFAULT_INVITE_ROLE,
  TEAM_MESSAGES,
  type CreateInviteResult,
  type InviteRole,
} from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { inputClasses, TextField } from "../../components/TextField";
import { errorText } from "../../lib/error-text";
import { TEAM_TEXT } from "./team.texts";
import { useInviteMember } from "./teams.api";

/** PRODUCT.md §2, §5: the 'Invite member' dialog: email required, role member (default) or admin. */
export function InviteMemberDialog({
  teamId,
  onClose,
  onSent,
}: {
  teamId: string;
  onClose: () => void;
  onSent: (result: CreateInviteResult) => void;
}) {
  const invite = useInviteMember(teamId);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InviteRole>(DEFAULT_INVITE_ROLE);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateInviteBody.safeParse({ email, role });
    if (!parsed.success) {
      setError({ title: parsed.error.issues[0]?.message ?? TEAM_MESSAGES.emailRequired });
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: onSent,
      onError: (cause) => setError({ title: TEAM_TEXT.inviteFailed, detail: errorText(cause, "") }),
    });
  }

  return (
    <Modal
      title="Invite member"
      description="They get an email with a link to join this team. The link works once and expires in 7 days."
      onClose={onClose}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {error && (
          <Alert>
            <p className="font-medium">{error.title}</p>
            {error.detail && <p className="mt-0.5">{error.detail}</p>}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          placeholder="teammate@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <label htmlFor="invite-role" className="mb-1.5 block text-sm font-medium text-slate-700">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as InviteRole)}
            className={inputClasses}
          >
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </select>
          <p className="mt-1.5 text-xs text-slate-500">
            Admins can also invite and remove people and change organization settings.
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={invite.isPending}>
            Send invite
          </Button>
        </div>
      </form>
    </Modal>
  );
}
