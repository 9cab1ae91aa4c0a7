import { teamHasStoresMessage } from "@shopwright/sdk";
import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { alertDialog, confirmDialog } from "../../components/dialogs";
import { errorText } from "../../lib/error-text";
import { useOrganizations } from "./organizations.api";
import { DELETE_TEAM_TEXT } from "./team.texts";
import { useDeleteTeam } from "./teams.api";

/**
 * The owner's danger zone: 'Delete team'. A team is deleted only once it holds no stores, so
 * while it does the button is disabled with that reason (the count from the organization
 * switcher's list); should a store arrive meanwhile, the server's refusal is shown instead.
 */
export function DeleteTeamCard({ teamId, teamName }: { teamId: string; teamName: string }) {
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const remove = useDeleteTeam(teamId);
  const storeCount =
    organizations.data?.organizations.find((entry) => entry.teamId === teamId)?.storeCount ?? 0;
  const blockedReason = storeCount > 0 ? teamHasStoresMessage(storeCount) : null;

  async function handleDelete() {
    const isSure = await confirmDialog({
      title: DELETE_TEAM_TEXT.confirmTitle(teamName),
      message: DELETE_TEAM_TEXT.confirmMessage,
      confirmLabel: DELETE_TEAM_TEXT.confirmLabel,
      danger: true,
    });
    if (!isSure) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(DELETE_TEAM_TEXT.deleted(teamName));
        void navigate("/dashboard", { replace: true });
      },
      onError: (cause) => {
        void organizations.refetch();
        void alertDialog({
          title: DELETE_TEAM_TEXT.failedTitle,
          message: errorText(cause, DELETE_TEAM_TEXT.failed),
        });
      },
    });
  }

  return (
    <section
      aria-labelledby="team-danger-zone"
      className="mt-8 rounded-xl bg-white shadow-xs ring-1 ring-red-200"
    >
      <h2
        id="team-danger-zone"
        className="border-b border-red-100 px-5 py-4 text-sm font-semibold text-red-700"
      >
        {DELETE_TEAM_TEXT.heading}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <div className="min-w-0 flex-1 basis-64">
          <p className="text-sm font-medium text-slate-900">{DELETE_TEAM_TEXT.label}</p>
          <p id="delete-team-note" className="mt-0.5 text-sm text-slate-500">
            {blockedReason ? `${blockedReason}.` : DELETE_TEAM_TEXT.description}
          </p>
        </div>
        <Button
          variant="danger"
          size="sm"
          disabled={blockedReason !== null || organizations.isPending}
          aria-describedby="delete-team-note"
          isLoading={remove.isPending}
          icon={<Trash2 className="size-4" aria-hidden />}
          onClick={() => void handleDelete()}
        >
          {DELETE_TEAM_TEXT.label}
        </Button>
      </div>
    </section>
  );
}
