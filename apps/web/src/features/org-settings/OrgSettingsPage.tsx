import { can } from "@shopwright/sdk";
import { Construction } from "lucide-react";
import { useState } from "react";
import { Navigate, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../lib/error-text";
import { NoTeam } from "../team/NoTeam";
import { orgSettingsPath } from "../team/team-paths";
import { useOrganizations } from "../team/organizations.api";
import { useMyTeams, useTeam } from "../team/teams.api";
import { ApiKeysTab } from "./ApiKeysTab";
import { DataPrivacyCard } from "./DataPrivacyCard";
import { ORG_SETTINGS_TEXT, type SettingsTab } from "./org-settings.texts";
import { OrganizationDetailsCard } from "./OrganizationDetailsCard";
import { panelId, SettingsTabs, tabId } from "./SettingsTabs";

function Loading() {
  return (
    <div className="grid min-h-48 place-items-center text-brand-600">
      <Spinner className="size-6" label="Loading settings" />
    </div>
  );
}

/** The General tab's cards, or the load error in a red box at the bottom (PRODUCT.md §8). */
function GeneralTab({ teamId }: { teamId: string }) {
  const team = useTeam(teamId);
  if (team.isPending) return <Loading />;
  if (team.isError) {
    return <Alert className="mt-2">{errorText(team.error, ORG_SETTINGS_TEXT.loadFailed)}</Alert>;
  }
  const canEdit = can(team.data.role, "team.manage");
  const { team: saved } = team.data;
  return (
    <div className="space-y-6">
      <OrganizationDetailsCard team={saved} canEdit={canEdit} />
      <DataPrivacyCard team={saved} canEdit={canEdit} />
    </div>
  );
}

/**
 * Without a team id: the current organization's team settings, else the first team's
 * (replace), or the no-team view.
 */
function FirstTeamSettings() {
  const teams = useMyTeams();
  const organizations = useOrganizations();
  if (teams.isPending || organizations.isPending) return <Loading />;
  if (teams.isError) {
    return <Alert>{errorText(teams.error, ORG_SETTINGS_TEXT.loadFailed)}</Alert>;
  }
  const currentId = organizations.data?.current.teamId;
  const [first] = teams.data;
  const target = teams.data.find((entry) => entry.team._id === currentId) ?? first;
  if (target) return <Navigate to={orgSettingsPath(target.team._id)} replace />;
  return <NoTeam description={ORG_SETTINGS_TEXT.noTeamDescription} to={orgSettingsPath} />;
}

/**
 * /dashboard/org/{teamId}/settings (PRODUCT.md §2): the six tabs plus API keys; General
 * holds details and privacy.
 */
export function OrgSettingsPage() {
  const { teamId } = useParams();
  const [tab, setTab] = useState<SettingsTab>("General");
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {ORG_SETTINGS_TEXT.title}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{ORG_SETTINGS_TEXT.subtitle}</p>
      {teamId ? (
        <>
          <div className="mt-6">
            <SettingsTabs current={tab} onChange={setTab} />
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-6">
            {tab === "General" ? (
              <GeneralTab key={teamId} teamId={teamId} />
            ) : tab === "API keys" ? (
              <ApiKeysTab key={teamId} teamId={teamId} />
            ) : (
              <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                <div className="mb-3 grid size-11 place-items-center rounded-full bg-slate-100 text-slate-500">
                  <Construction className="size-5" aria-hidden />
                </div>
                <p className="text-sm font-medium text-slate-700">{ORG_SETTINGS_TEXT.comingSoon}</p>
              </div>
            )}
          </div>
        </>
      ) : (
        <div className="mt-6">
          <FirstTeamSettings />
        </div>
      )}
    </div>
  );
}
