import { Globe, Link2, Lock } from "lucide-react";
import { Badge } from "../../components/Badge";
import { MethodBadge } from "../info/MethodBadge";
import { CodeBlock } from "../landing/CodeBlock";
import { curlExample } from "./curl-example";
import type { Endpoint } from "./openapi-model";
import { SchemaFields } from "./SchemaFields";

function Subheading({ children }: { children: string }) {
  return (
    <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
      {children}
    </h4>
  );
}

/** One endpoint: method, path, access, description, inputs, answer, error codes and curl. */
export function EndpointCard({ endpoint, origin }: { endpoint: Endpoint; origin: string }) {
  const titleId = `${endpoint.id}-title`;
  const pathParams = endpoint.parameters.filter((p) => p.in === "path");
  const queryParams = endpoint.parameters.filter((p) => p.in === "query");
  return (
    <article
      id={endpoint.id}
      aria-labelledby={titleId}
      className="scroll-mt-24 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
    >
      <header className="border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {endpoint.summary}
          </h3>
          {endpoint.isPublic ? (
            <Badge tone="success">
              <Globe className="size-3" aria-hidden />
              Public
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Lock className="size-3" aria-hidden />
              Bearer token
            </Badge>
          )}
          <a
            href={`#${endpoint.id}`}
            aria-label={`Link to ${endpoint.summary}`}
            className="ml-auto rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <Link2 className="size-4" aria-hidden />
          </a>
        </div>
        <p className="mt-2 flex min-w-0 items-center gap-2">
          <MethodBadge method={endpoint.method} />
          <code className="min-w-0 font-mono text-sm break-all text-slate-800">
            /api{endpoint.path}
          </code>
        </p>
        {endpoint.description && (
          <p className="mt-3 text-sm leading-6 text-slate-600">{endpoint.description}</p>
        )}
      </header>

      <div className="space-y-6 px-4 py-5 sm:px-6">
        {pathParams.length > 0 && (
          <section>
            <Subheading>Path parameters</Subheading>
            <SchemaFields
              label="Path parameters"
              schema={{
                type: "object",
                properties: Object.fromEntries(pathParams.map((p) => [p.name, p.schema])),
                required: pathParams.map((p) => p.name),
              }}
            />
          </section>
        )}
        {queryParams.length > 0 && (
          <section>
            <Subheading>Query parameters</Subheading>
            <SchemaFields
              label="Query parameters"
              schema={{
                type: "object",
                properties: Object.fromEntries(
                  queryParams.map((p) => [
                    p.name,
                    p.description ? { ...p.schema, description: p.description } : p.schema,
                  ]),
                ),
                required: queryParams.filter((p) => p.required).map((p) => p.name),
              }}
            />
          </section>
        )}
        {endpoint.body && (
          <section>
            <Subheading>Request body</Subheading>
            <p className="mb-2 font-mono text-xs text-slate-500">{endpoint.body.mediaType}</p>
            <SchemaFields label="Request body" schema={endpoint.body.schema} />
          </section>
        )}
        <section>
          <Subheading>{`Response ${endpoint.successStatus}`}</Subheading>
          {endpoint.success.data ? (
            <>
              <p className="mb-2 text-xs text-slate-500">
                <code className="font-mono">data</code> of{" "}
                <code className="font-mono">{"{ success: true, data }"}</code>
              </p>
              <SchemaFields label="Response data" schema={endpoint.success.data} />
            </>
          ) : (
            <p className="font-mono text-xs text-slate-600">{endpoint.success.mediaType}</p>
          )}
        </section>
        {endpoint.errors.length > 0 && (
          <section>
            <Subheading>Errors</Subheading>
            <ul aria-label="Error codes" className="flex flex-wrap gap-1.5">
              {endpoint.errors.map((error) => (
                <li
                  key={error.code}
                  className="inline-flex items-center gap-1.5 rounded-md bg-slate-50 px-2 py-1 text-xs ring-1 ring-slate-200"
                >
                  <span
                    className={`font-mono font-semibold ${error.status >= 500 ? "text-red-700" : "text-amber-700"}`}
                  >
                    {error.status}
                  </span>
                  <code className="font-mono text-slate-700">{error.code}</code>
                </li>
              ))}
            </ul>
          </section>
        )}
        <CodeBlock title="Example request" code={curlExample(endpoint, origin)} language="shell" />
      </div>
    </article>
  );
}
