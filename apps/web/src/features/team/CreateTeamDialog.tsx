import { CreateTeamBody, TEAM_MESSAGES } from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { TextField } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { useOrganizations } from "./organizations.api";
import { moveStoresLabel, ROLE_TEXT, TEAM_TEXT } from "./team.texts";
import { useCreateTeam } from "./teams.api";

/**
 * 'Create team': the name ('Name your team'; an empty one is refused) and, when the user has
 * personal stores, an offer to move them into the new team (checked by default). The new
 * team becomes the current organization; `onCreated` says where to go next.
 */
export function CreateTeamDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (teamId: string) => void;
}) {
  const organizations = useOrganizations();
  const createTeam = useCreateTeam();
  const [name, setName] = useState("");
  const [isMoving, setIsMoving] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const personal = organizations.data?.organizations.find((each) => each.teamId === null);
  const personalStores = personal?.storeCount ?? 0;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createTeam.isPending) return;
    const parsed = CreateTeamBody.safeParse({
      name,
      moveStores: personalStores > 0 && isMoving,
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    createTeam.mutate(parsed.data, {
      onSuccess: ({ team, movedStores }) => {
        toast.success(
          movedStores > 0
            ? `${ROLE_TEXT.teamCreated}: ${movedStores} ${movedStores === 1 ? "store" : "stores"} moved in`
            : ROLE_TEXT.teamCreated,
        );
        onCreated(team._id);
      },
    });
  }

  return (
    <Modal
      title={ROLE_TEXT.createTeam}
      description={ROLE_TEXT.createTeamDescription}
      onClose={onClose}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {createTeam.isError && (
          <Alert>{errorText(createTeam.error, "Failed to create team")}</Alert>
        )}
        <TextField
          label={TEAM_TEXT.nameYourTeam}
          name="name"
          autoComplete="organization"
          placeholder="e.g. Bean There Co."
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          hint={nameError ? <span className="text-red-600">{nameError}</span> : undefined}
        />
        {personalStores > 0 && (
          <label className="flex cursor-pointer items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <input
              type="checkbox"
              name="moveStores"
              checked={isMoving}
              onChange={(event) => setIsMoving(event.target.checked)}
              className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
            />
            <span className="text-sm">
              <span className="block font-medium text-slate-900">
                {moveStoresLabel(personalStores)}
              </span>
              <span className="mt-0.5 block text-slate-500">{ROLE_TEXT.moveStoresHint}</span>
            </span>
          </label>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={createTeam.isPending}>
            {ROLE_TEXT.createTeam}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
