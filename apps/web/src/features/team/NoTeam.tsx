import { Plus, Users } from "lucide-react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { errorText } from "../auth/auth.errors";
import { useCreateTeamPrompt } from "./use-create-team-prompt";

/** SPEC 2: 'No team yet' with a 'Create team' button that prompts for the name. */
export function NoTeam({
  description,
  to,
}: {
  description: string;
  /** Where the new team opens. */
  to: (teamId: string) => string;
}) {
  const { handleCreate, createTeam } = useCreateTeamPrompt(to);
  return (
    <div className="space-y-4">
      <EmptyState
        icon={<Users className="size-6" aria-hidden />}
        title="No team yet"
        description={description}
        action={
          <Button
            icon={<Plus className="size-4" aria-hidden />}
            isLoading={createTeam.isPending}
            onClick={handleCreate}
          >
            Create team
          </Button>
        }
      />
      {createTeam.isError && <Alert>{errorText(createTeam.error, "Failed to create team")}</Alert>}
    </div>
  );
}
