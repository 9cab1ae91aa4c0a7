import { MessageCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { TextField } from "../../components/TextField";
import { LINKS } from "../../lib/links";
import { INVITE_CHECK_DELAY_MS, INVITE_TEXTS, matchesInviteCode } from "./invite-code";

const ERROR_ID = "invite-code-error";

/** The 'Invite required' dialog of PRODUCT.md §2 and §5: a masked code, checked locally after a short pause. */
export function InviteModal({
  onClose,
  onVerified,
}: {
  onClose: () => void;
  onVerified: () => void;
}) {
  const [entry, setEntry] = useState("");
  const [isChecking, setIsChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChecking || entry.trim() === "") return;
    setIsChecking(true);
    setError(null);
    timer.current = window.setTimeout(() => {
      setIsChecking(false);
      if (matchesInviteCode(entry)) onVerified();
      else setError(INVITE_TEXTS.mismatch);
    }, INVITE_CHECK_DELAY_MS);
  }

  return (
    <Modal
      title="Invite required"
      description="Shopwright is in private beta. Enter the invite code you received to create your account."
      onClose={onClose}
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <TextField
          label="Invite code"
          type="password"
          name="invite"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter your code"
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
        />
        {error && (
          <div id={ERROR_ID}>
            <Alert>{error}</Alert>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isChecking} disabled={entry.trim() === ""}>
            {isChecking ? INVITE_TEXTS.checking : "Continue"}
          </Button>
        </div>
      </form>
      <p className="mt-5 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-500">
        <MessageCircle className="size-4 shrink-0 text-slate-400" aria-hidden />
        <span>
          No code yet?{" "}
          <a
            href={LINKS.chatCommunity}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-brand-600 hover:text-brand-700"
          >
            Ask in the community chat
          </a>
        </span>
      </p>
    </Modal>
  );
}
