import { ENV_VARS } from "./docs.content";

/** The configuration reference: every environment variable, its default and its purpose. */
export function EnvVarTable() {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Environment variables</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Variable
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Default
            </th>
            <th scope="col" className="px-4 py-3">
              What it does
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {ENV_VARS.map((variable) => (
            <tr key={variable.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <code className="font-mono text-[13px] font-semibold text-slate-900">
                  {variable.name}
                </code>
                {/* Narrow screens fold the default under the name instead of scrolling. */}
                <span className="mt-1 block font-mono text-xs text-slate-500 sm:hidden">
                  {variable.defaultValue}
                </span>
              </th>
              <td className="hidden whitespace-nowrap px-4 py-3 sm:table-cell">
                <code className="font-mono text-[13px] text-slate-600">
                  {variable.defaultValue}
                </code>
              </td>
              <td className="px-4 py-3 leading-6 text-slate-600">{variable.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
