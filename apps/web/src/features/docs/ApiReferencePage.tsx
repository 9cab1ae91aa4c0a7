import { BookOpen, FileJson, SearchX } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, buttonClasses } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../lib/error-text";
import { InlineCode } from "../info/InlineCode";
import { PageIntro } from "../info/PageIntro";
import { SiteLayout } from "../landing/SiteLayout";
import { useInviteGate } from "../landing/use-invite-gate";
import { useApiReference } from "./docs.api";
import { EndpointCard } from "./EndpointCard";
import { filterReference, tagAnchor } from "./openapi-model";
import { ReferenceNav } from "./ReferenceNav";

export const DOCS_TEXT = {
  loadFailed: "Failed to load the API reference",
  retry: "Try again",
} as const;

/** /docs/api: the API reference, rendered from the server's own OpenAPI document. Public. */
export function ApiReferencePage() {
  const invite = useInviteGate();
  const reference = useApiReference();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(
    () => (reference.data ? filterReference(reference.data.groups, deferredQuery) : []),
    [reference.data, deferredQuery],
  );
  const { hash } = useLocation();
  const isLoaded = reference.isSuccess;
  // Anchors (#post_products) point into content that arrives with the document.
  useEffect(() => {
    if (!isLoaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [isLoaded, hash]);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <SiteLayout invite={invite}>
      <title>API reference · Shopwright</title>
      <PageIntro
        eyebrow="Documentation"
        title="API reference"
        description={
          <>
            Every endpoint of the REST API, generated from the same contract the server validates
            with. Authenticate with <InlineCode>Authorization: Bearer</InlineCode> and a session
            token or an API key from Organization settings.
          </>
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/docs" className={buttonClasses("secondary", "md")}>
            <BookOpen className="size-4" aria-hidden />
            Getting started
          </Link>
          <a href="/api/openapi.json" className={buttonClasses("secondary", "md")}>
            <FileJson className="size-4" aria-hidden />
            OpenAPI 3.1 JSON
          </a>
        </div>
      </PageIntro>

      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-6 lg:px-8 lg:py-14">
        {reference.isPending ? (
          <div className="grid min-h-64 place-items-center text-brand-600">
            <Spinner className="size-6" label="Loading the API reference" />
          </div>
        ) : reference.isError ? (
          <div className="mx-auto max-w-xl space-y-4">
            <Alert>{errorText(reference.error, DOCS_TEXT.loadFailed)}</Alert>
            <Button variant="secondary" onClick={() => void reference.refetch()}>
              {DOCS_TEXT.retry}
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
            <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
              <ReferenceNav groups={groups} query={query} onQueryChange={setQuery} />
            </aside>
            <div className="min-w-0 space-y-14">
              {groups.length === 0 && (
                <EmptyState
                  icon={<SearchX className="size-5" aria-hidden />}
                  title="No endpoint matches"
                  description={`Nothing matches “${deferredQuery}”. Try a path, a method or an error code.`}
                  action={
                    <Button variant="secondary" onClick={() => setQuery("")}>
                      Clear the filter
                    </Button>
                  }
                />
              )}
              {groups.map((group) => (
                <section
                  key={group.name}
                  id={tagAnchor(group.name)}
                  aria-labelledby={`${tagAnchor(group.name)}-title`}
                  className="scroll-mt-24"
                >
                  <h2
                    id={`${tagAnchor(group.name)}-title`}
                    className="text-2xl font-semibold tracking-tight text-slate-900"
                  >
                    {group.name}
                  </h2>
                  {group.description && <p className="mt-2 text-slate-600">{group.description}</p>}
                  <div className="mt-6 space-y-6">
                    {group.endpoints.map((endpoint) => (
                      <EndpointCard key={endpoint.id} endpoint={endpoint} origin={origin} />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </SiteLayout>
  );
}
