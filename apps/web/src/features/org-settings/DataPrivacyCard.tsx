import {
  ASSISTANT_OPT_IN,
  ASSISTANT_OPT_IN_OPTIONS,
  type AssistantOptIn,
  type TeamDto,
} from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { errorText } from "../../lib/error-text";
import { useUpdateTeam } from "../team/teams.api";
import { ORG_SETTINGS_TEXT } from "./org-settings.texts";
import { SaveFooter } from "./SaveFooter";
import { SettingsCard } from "./SettingsCard";

/** PRODUCT.md §2, §4, §9: the three data-privacy options; Save only when the choice differs. */
export function DataPrivacyCard({ team, canEdit }: { team: TeamDto; canEdit: boolean }) {
  const update = useUpdateTeam(team._id);
  const saved = team.settings.assistantOptIn;
  const [choice, setChoice] = useState<AssistantOptIn>(saved);
  const isDirty = choice !== saved;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isDirty || update.isPending) return;
    update.mutate({ settings: { assistantOptIn: choice } });
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <SettingsCard
        title="Data Privacy"
        description="What the AI builder may share with third-party AI providers."
        footer={
          <SaveFooter
            isDirty={isDirty && canEdit}
            isSaving={update.isPending}
            isSaved={update.isSuccess}
            error={update.isError ? errorText(update.error, ORG_SETTINGS_TEXT.saveFailed) : null}
            note={canEdit ? undefined : ORG_SETTINGS_TEXT.managersOnly}
          />
        }
      >
        <fieldset disabled={!canEdit}>
          <legend className="sr-only">Data privacy</legend>
          <div className="space-y-2">
            {ASSISTANT_OPT_IN.map((option) => {
              const { label, description } = ASSISTANT_OPT_IN_OPTIONS[option];
              const isChosen = choice === option;
              return (
                <label
                  key={option}
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 transition-colors has-disabled:cursor-not-allowed ${
                    isChosen
                      ? "border-brand-300 bg-brand-50/60 ring-1 ring-brand-200"
                      : "border-slate-200 hover:bg-slate-50"
                  }`}
                >
                  <input
                    type="radio"
                    name="assistantOptIn"
                    value={option}
                    checked={isChosen}
                    onChange={() => setChoice(option)}
                    className="mt-0.5 size-4 accent-brand-600"
                  />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{label}</span>
                    <span className="block text-sm text-slate-500">{description}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </SettingsCard>
    </form>
  );
}
