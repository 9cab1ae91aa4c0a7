import type { Endpoint } from "./docs.content";
import { MethodBadge } from "./MethodBadge";

/** A reference table of endpoints: method, path, body and what to read from the answer. */
export function EndpointTable({ caption, endpoints }: { caption: string; endpoints: Endpoint[] }) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Endpoint
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Body
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Reads
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {endpoints.map((endpoint) => (
            <tr key={`${endpoint.method} ${endpoint.path}`} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="flex items-center gap-3">
                  <MethodBadge method={endpoint.method} />
                  <code className="font-mono text-[13px] break-all text-slate-900">
                    {endpoint.path}
                  </code>
                </span>
                {/* Narrow screens fold body and answer under the path instead of scrolling. */}
                <dl className="mt-2 space-y-1 pl-[4.75rem] text-xs text-slate-500 md:hidden">
                  {endpoint.body && (
                    <div>
                      <dt className="sr-only">Body</dt>
                      <dd>
                        <code className="font-mono text-slate-700">{endpoint.body}</code>
                      </dd>
                    </div>
                  )}
                  <div className="flex gap-1.5">
                    <dt>Reads</dt>
                    <dd>
                      <code className="font-mono text-slate-700">{endpoint.returns}</code>
                    </dd>
                  </div>
                </dl>
              </th>
              <td className="hidden px-4 py-3 md:table-cell">
                {endpoint.body ? (
                  <code className="font-mono text-[13px] text-slate-700">{endpoint.body}</code>
                ) : (
                  <span className="text-slate-400">None</span>
                )}
              </td>
              <td className="hidden px-4 py-3 md:table-cell">
                <code className="font-mono text-[13px] text-slate-700">{endpoint.returns}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
