import type { StoreSummaryDto } from "@shopwright/sdk";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { setEditorStoreId } from "../../lib/session";
import { storePaths } from "./store-paths";

/** The road from a new store to a launched one, ticking off what the store data can prove. */
export function GettingStartedCard({ store }: { store: StoreSummaryDto }) {
  const steps = [
    { title: "Create your store", text: "Name and domain are set.", isDone: true },
    {
      title: "Describe it to the AI builder",
      text: "Say what you sell and the look you want; the AI drafts the pages.",
      link: { to: storePaths.chatbox(store._id), label: "Open AI Builder" },
    },
    {
      title: "Approve the design",
      text: "Approving marks the store active and opens the editor.",
      isDone: store.approved,
      link: { to: storePaths.approval(store._id), label: "Review" },
    },
    {
      title: "Refine pages in the editor",
      text: "Drag sections, edit text and colours, then publish.",
      link: { to: storePaths.editor(store._id), label: "Open Editor", isEditor: true },
    },
    {
      title: "Add products",
      text: "Prices, stock and images for your catalogue.",
      link: { to: storePaths.products(store._id), label: "Add products" },
    },
  ];
  const doneCount = steps.filter((step) => step.isDone).length;

  return (
    <section
      aria-labelledby="getting-started"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <h2 id="getting-started" className="text-sm font-semibold text-slate-900">
          Getting Started
        </h2>
        <span className="text-xs font-medium text-slate-500">
          {doneCount} of {steps.length} done
        </span>
      </div>
      <ol className="divide-y divide-slate-100">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="grid grid-cols-[auto_1fr] items-start gap-x-4 gap-y-2 px-5 py-4 sm:grid-cols-[auto_1fr_auto]"
          >
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                step.isDone
                  ? "bg-emerald-500 text-white"
                  : "bg-white text-slate-500 ring-1 ring-slate-300"
              }`}
            >
              {step.isDone ? <Check className="size-4" aria-label="Done" /> : index + 1}
            </span>
            <div className="min-w-0">
              <p
                className={`text-sm font-medium ${step.isDone ? "text-slate-500" : "text-slate-900"}`}
              >
                {step.title}
              </p>
              <p className="mt-0.5 text-sm text-slate-500">{step.text}</p>
            </div>
            {step.link && (
              <Link
                to={step.link.to}
                onClick={step.link.isEditor ? () => setEditorStoreId(store._id) : undefined}
                className="col-start-2 -ml-2 justify-self-start rounded-md px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50 hover:text-brand-700 sm:col-start-3 sm:row-start-1 sm:ml-0"
              >
                {step.link.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
