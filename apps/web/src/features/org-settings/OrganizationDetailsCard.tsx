import type { TeamDto } from "@shopwright/sdk";
import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { errorText } from "../../lib/error-text";
import { useUpdateTeam } from "../team/teams.api";
import { ORG_SETTINGS_TEXT } from "./org-settings.texts";
import { SaveFooter } from "./SaveFooter";
import { SettingsCard } from "./SettingsCard";

const COPIED_FOR_MS = 2000;

/** PRODUCT.md §2, §4: name and slug; Save only when either differs from the saved value. */
export function OrganizationDetailsCard({ team, canEdit }: { team: TeamDto; canEdit: boolean }) {
  const update = useUpdateTeam(team._id);
  const [name, setName] = useState(team.name);
  const [slug, setSlug] = useState(team.slug);
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const isDirty = name !== team.name || slug !== team.slug;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(slug);
    } catch {
      // PRODUCT.md §8: a clipboard failure on Copy is ignored silently.
      return;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isDirty || update.isPending) return;
    update.mutate(
      { name, slug },
      {
        onSuccess: ({ team: saved }) => {
          setName(saved.name);
          setSlug(saved.slug);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <SettingsCard
        title="Organization Details"
        description="The name your team sees everywhere, and the short name used in addresses."
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
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Organization name"
            name="name"
            value={name}
            disabled={!canEdit}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="flex items-end gap-2">
            <TextField
              label="Organization slug"
              name="slug"
              className="min-w-0 flex-1"
              value={slug}
              disabled={!canEdit}
              spellCheck={false}
              onChange={(event) => setSlug(event.target.value)}
            />
            <Button
              variant="secondary"
              onClick={() => void handleCopy()}
              aria-label={isCopied ? "Slug copied" : "Copy slug"}
              icon={
                isCopied ? (
                  <Check className="size-4 text-emerald-600" aria-hidden />
                ) : (
                  <Copy className="size-4" aria-hidden />
                )
              }
            >
              {isCopied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      </SettingsCard>
    </form>
  );
}
