import { can, deniedReason, type StoreDto } from "@shopwright/sdk";
import { ArrowRightLeft, User, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { inputClasses } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { confirmDialog } from "../../components/dialogs";
import { errorText } from "../../lib/error-text";
import { useMoveStore } from "./stores.api";
import { useOrganizations } from "../team/organizations.api";

/**
 * Where the store lives (the caller's personal space or a team) and 'Move to team': owners
 * and admins of the store move it to a team where they are an owner or admin; everyone in
 * that team can then see and edit it. Others see why they cannot.
 */
export function MoveToTeamCard({ store }: { store: StoreDto }) {
  const organizations = useOrganizations();
  const move = useMoveStore();
  const all = organizations.data?.organizations ?? [];
  const home = all.find((each) => each.teamId === store.teamId);
  const destinations = all.filter(
    (each) =>
      each.teamId !== null && each.teamId !== store.teamId && can(each.role, "store.settings"),
  );
  const [choice, setChoice] = useState<string>("");
  const target = destinations.find((each) => each.teamId === choice) ?? destinations[0];
  const reason = deniedReason(store.role, "store.settings");
  const homeName = store.teamId === null ? "Your personal space" : (home?.name ?? "A team");
  const HomeIcon = store.teamId === null ? User : Users;

  async function handleMove() {
    if (!target?.teamId) return;
    const isSure = await confirmDialog({
      title: `Move ${store.storeName} to ${target.name}?`,
      message: `Everyone in ${target.name} can then see and edit it. Its live site and domain stay as they are.`,
      confirmLabel: "Move store",
    });
    if (!isSure) return;
    move.mutate(
      { storeId: store._id, teamId: target.teamId },
      { onSuccess: () => toast.success(`${store.storeName} moved to ${target.name}`) },
    );
  }

  return (
    <section
      aria-labelledby="store-organization"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <h2
        id="store-organization"
        className="border-b border-slate-100 px-5 py-4 text-sm font-semibold text-slate-900"
      >
        Organization
      </h2>
      <div className="space-y-4 px-5 py-4">
        <p className="flex items-center gap-3 text-sm">
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
            <HomeIcon className="size-4" aria-hidden />
          </span>
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">{homeName}</span>
            <span className="block text-slate-500">
              {store.teamId === null
                ? "Only you can see this store."
                : "Everyone in the team can see and edit it."}
            </span>
          </span>
        </p>
        {reason ? (
          <p className="text-sm text-slate-500">
            <span className="font-medium text-slate-700">Move to team: </span>
            <span>{reason}.</span>
          </p>
        ) : organizations.isPending ? (
          <div className="h-9 animate-pulse rounded-lg bg-slate-100" aria-hidden />
        ) : destinations.length === 0 ? (
          store.teamId === null && (
            <p className="text-sm text-slate-500">
              To share it, move it into a team where you are an owner or admin.{" "}
              <Link
                to="/dashboard/team"
                className="font-medium text-brand-700 hover:text-brand-800"
              >
                {all.some((each) => each.teamId !== null) ? "Go to your team" : "Create a team"}
              </Link>
            </p>
          )
        ) : (
          <div className="space-y-2">
            <label htmlFor="move-store-team" className="block text-sm font-medium text-slate-700">
              Move to team
            </label>
            <div className="flex gap-2">
              <select
                id="move-store-team"
                value={target?.teamId ?? ""}
                onChange={(event) => setChoice(event.target.value)}
                className={`${inputClasses} min-w-0 flex-1`}
              >
                {destinations.map((each) => (
                  <option key={each.teamId} value={each.teamId ?? ""}>
                    {each.name}
                  </option>
                ))}
              </select>
              <Button
                variant="secondary"
                icon={<ArrowRightLeft className="size-4" aria-hidden />}
                isLoading={move.isPending}
                onClick={() => void handleMove()}
              >
                Move
              </Button>
            </div>
            {move.isError && <Alert>{errorText(move.error, "Failed to move the store")}</Alert>}
          </div>
        )}
      </div>
    </section>
  );
}
