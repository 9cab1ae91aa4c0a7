import { Navigate, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../lib/error-text";
import { NoTeam } from "./NoTeam";
import { TEAM_TEXT } from "./team.texts";
import { teamPath } from "./team-paths";
import { TeamView } from "./TeamView";
import { useOrganizations } from "./organizations.api";
import { useMyTeams } from "./teams.api";

/**
 * /dashboard/team/{teamId?}: without an id, the current organization's team, else the
 * user's first team, else 'Create team'.
 */
export function TeamPage() {
  const { teamId } = useParams();
  const teams = useMyTeams({ enabled: !teamId });
  const organizations = useOrganizations();

  if (teamId) return <TeamView key={teamId} teamId={teamId} />;
  if (teams.isPending || organizations.isPending) {
    return (
      <div className="grid min-h-64 place-items-center text-brand-600">
        <Spinner className="size-6" label="Loading your team" />
      </div>
    );
  }
  if (teams.isError) {
    return (
      <Alert className="mx-auto max-w-5xl">
        <p className="font-medium">{TEAM_TEXT.loadFailed}</p>
        {errorText(teams.error, "") && <p className="mt-0.5">{errorText(teams.error, "")}</p>}
      </Alert>
    );
  }
  const currentId = organizations.data?.current.teamId;
  const current = teams.data.find((entry) => entry.team._id === currentId);
  const [first] = teams.data;
  const target = current ?? first;
  if (target) return <Navigate to={teamPath(target.team._id)} replace />;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Team</h1>
      <p className="mt-1 text-sm text-slate-500">
        Invite people to build and run your stores together.
      </p>
      <div className="mt-6">
        <NoTeam
          description="Create a team to invite people and share your stores with them."
          to={teamPath}
        />
      </div>
    </div>
  );
}
