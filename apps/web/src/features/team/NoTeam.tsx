import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { CreateTeamDialog } from "./CreateTeamDialog";

/** 'No team yet' with a 'Create team' button that asks for the name in a dialog. */
export function NoTeam({
  description,
  to,
}: {
  description: string;
  /** Where the new team opens. */
  to: (teamId: string) => string;
}) {
  const navigate = useNavigate();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <EmptyState
        icon={<Users className="size-6" aria-hidden />}
        title="No team yet"
        description={description}
        action={
          <Button
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setIsCreating(true)}
          >
            Create team
          </Button>
        }
      />
      {isCreating && (
        <CreateTeamDialog
          onClose={() => setIsCreating(false)}
          onCreated={(teamId) => {
            setIsCreating(false);
            void navigate(to(teamId));
          }}
        />
      )}
    </>
  );
}
