import { CreateApiKeyBody, can, type CreateApiKeyResult } from "@shopwright/sdk";
import { BookOpen, CheckCircle2, KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { SecretNotice } from "../../components/SecretNotice";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { errorText } from "../../lib/error-text";
import { useTeam } from "../team/teams.api";
import { useApiKeys, useCreateApiKey } from "./api-keys.api";
import { ApiKeyRow } from "./ApiKeyRow";
import { API_KEYS_TEXT, ORG_SETTINGS_TEXT } from "./org-settings.texts";

/** Organization settings → API keys: create (shown once), list with last use, revoke. */
export function ApiKeysTab({ teamId }: { teamId: string }) {
  const team = useTeam(teamId);
  const canManage = can(team.data?.role, "team.apiKeys");
  const keys = useApiKeys(teamId, canManage);
  const create = useCreateApiKey(teamId);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateApiKeyResult | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    // The server's own rule and text: a blank name never leaves the browser.
    const parsed = CreateApiKeyBody.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? API_KEYS_TEXT.createFailed);
      return;
    }
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        setCreated(result);
        setName("");
      },
    });
  }

  if (team.isPending) {
    return (
      <div className="grid min-h-48 place-items-center text-brand-600">
        <Spinner className="size-6" label="Loading API keys" />
      </div>
    );
  }
  if (team.isError) return <Alert>{errorText(team.error, ORG_SETTINGS_TEXT.loadFailed)}</Alert>;

  return (
    <section
      aria-labelledby="api-keys-title"
      className="overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="max-w-xl">
          <h2 id="api-keys-title" className="text-base font-semibold text-slate-900">
            {API_KEYS_TEXT.title}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{API_KEYS_TEXT.description}</p>
        </div>
        <Link
          to="/docs/api"
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          <BookOpen className="size-4" aria-hidden />
          {API_KEYS_TEXT.docsLink}
        </Link>
      </div>

      {!canManage ? (
        <p className="border-t border-slate-100 px-5 py-4 text-sm text-slate-600 sm:px-6">
          {API_KEYS_TEXT.managersOnly}
        </p>
      ) : (
        <>
          <form
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-start sm:px-6"
          >
            <TextField
              label={API_KEYS_TEXT.nameLabel}
              isLabelHidden
              placeholder={API_KEYS_TEXT.namePlaceholder}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              hint={nameError ? <span className="text-red-600">{nameError}</span> : undefined}
              className="flex-1"
            />
            <Button
              type="submit"
              isLoading={create.isPending}
              icon={<KeyRound className="size-4" />}
            >
              {create.isPending ? API_KEYS_TEXT.creating : API_KEYS_TEXT.create}
            </Button>
          </form>
          {create.isError && (
            <div className="px-5 pb-4 sm:px-6">
              <Alert>{errorText(create.error, API_KEYS_TEXT.createFailed)}</Alert>
            </div>
          )}
          {created && (
            <div className="px-5 pb-4 sm:px-6">
              <SecretNotice
                secret={created.key}
                icon={CheckCircle2}
                title={API_KEYS_TEXT.newKeyTitle}
                note={API_KEYS_TEXT.newKeyNote}
                copyLabel={`API key ${created.apiKey.name}`}
                doneLabel={API_KEYS_TEXT.done}
                testId="new-api-key"
                onDone={() => setCreated(null)}
              />
            </div>
          )}

          <div className="border-t border-slate-100">
            {keys.isPending ? (
              <div className="grid min-h-32 place-items-center text-brand-600">
                <Spinner className="size-5" label="Loading API keys" />
              </div>
            ) : keys.isError ? (
              <div className="p-5 sm:p-6">
                <Alert>{errorText(keys.error, ORG_SETTINGS_TEXT.loadFailed)}</Alert>
              </div>
            ) : keys.data.length === 0 ? (
              <div className="p-5 sm:p-6">
                <EmptyState
                  icon={<KeyRound className="size-5" aria-hidden />}
                  title={API_KEYS_TEXT.emptyTitle}
                  description={API_KEYS_TEXT.emptyDescription}
                />
              </div>
            ) : (
              <ul aria-label="API keys" className="divide-y divide-slate-100">
                {keys.data.map((key) => (
                  <ApiKeyRow key={key._id} teamId={teamId} apiKey={key} />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
