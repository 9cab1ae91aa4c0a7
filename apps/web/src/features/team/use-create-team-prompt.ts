import { useNavigate } from "react-router";
import { TEAM_TEXT } from "./team.texts";
import { useCreateTeam } from "./teams.api";

/**
 * SPEC 2, 5: 'Create team' prompts 'Name your team', does nothing for an empty name, then
 * opens the new team's page (`to` says which).
 */
export function useCreateTeamPrompt(to: (teamId: string) => string) {
  const navigate = useNavigate();
  const createTeam = useCreateTeam();
  function handleCreate() {
    const name = window.prompt(TEAM_TEXT.nameYourTeam)?.trim();
    if (!name) return;
    createTeam.mutate({ name }, { onSuccess: (team) => void navigate(to(team._id)) });
  }
  return { handleCreate, createTeam };
}
