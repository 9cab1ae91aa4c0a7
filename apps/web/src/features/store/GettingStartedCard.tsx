import type { ReadinessResult, StoreSummaryDto } from "@shopwright/sdk";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { setEditorStoreId } from "../../lib/session";
import { productPaths } from "../products/product-paths";
import { useReadiness } from "./stores.api";
import { storePaths } from "./store-paths";

interface Step {
  title: string;
  text: string;
  isDone: boolean;
  link?: { to: string; label: string; isEditor?: boolean };
}

/** The road from a new store to a launched one, each step ticked from the store's real state. */
function stepsOf(store: StoreSummaryDto, review: ReadinessResult): Step[] {
  const { facts } = review;
  const unfinished = review.items.filter((item) => item.kind !== "site_not_built").length;
  return [
    { title: "Create your store", text: "Name and domain are set.", isDone: true },
    {
      title: "Build your pages",
      text: "Describe what you sell to the AI builder, or start from a theme in the editor.",
      isDone: facts.siteBuilt,
      link: { to: storePaths.chatbox(store._id), label: "Open AI Builder" },
    },
    {
      title: "Add products",
      text: "Prices, stock and images for your catalogue.",
      isDone: facts.products > 0,
      link: { to: productPaths.create(store._id), label: "Add product" },
    },
    {
      title: "Publish a product",
      text: "New products are drafts; switch one to Published to show it on your site.",
      isDone: facts.publishedProducts > 0,
      link: { to: productPaths.list(store._id), label: "Products" },
    },
    {
      title: "Finish the pre-launch review",
      text:
        unfinished === 0
          ? "No sample content, empty sections or missing pages left."
          : `${unfinished} ${unfinished === 1 ? "thing is" : "things are"} still unfinished.`,
      isDone: facts.siteBuilt && unfinished === 0,
      link: { to: storePaths.approval(store._id), label: "Review" },
    },
    {
      title: "Approve the design",
      text: "Approving marks the store active and opens the editor.",
      isDone: facts.approved,
      link: { to: storePaths.approval(store._id), label: "Approve" },
    },
    {
      title: "Publish your site",
      text: facts.site
        ? `Live at ${facts.site.url.replace(/^https?:\/\//, "")}.`
        : "Publish from the editor to put it online at its free address.",
      isDone: facts.site !== null,
      link: { to: storePaths.editor(store._id), label: "Open Editor", isEditor: true },
    },
  ];
}

/** The store's Getting Started checklist, from GET /store/{id}/readiness. */
export function GettingStartedCard({ store }: { store: StoreSummaryDto }) {
  const review = useReadiness(store._id);
  const steps = review.data ? stepsOf(store, review.data) : null;
  const doneCount = steps?.filter((step) => step.isDone).length ?? 0;

  return (
    <section
      aria-labelledby="getting-started"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <h2 id="getting-started" className="text-sm font-semibold text-slate-900">
          Getting Started
        </h2>
        {steps && (
          <span className="text-xs font-medium text-slate-500">
            {doneCount} of {steps.length} done
          </span>
        )}
      </div>
      {review.isPending ? (
        <div className="space-y-4 px-5 py-5" role="status" aria-label="Loading the checklist">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex gap-4">
              <div className="size-7 animate-pulse rounded-full bg-slate-100" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
                <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
              </div>
            </div>
          ))}
        </div>
      ) : review.isError || !steps ? (
        <LoadFailed
          message="Failed to load the checklist"
          retryLabel="Try again"
          onRetry={() => void review.refetch()}
        />
      ) : (
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
                <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-500">
                  {step.text}
                </p>
              </div>
              {step.link && !step.isDone && (
                <Link
                  to={step.link.to}
                  onClick={step.link.isEditor ? () => setEditorStoreId(store._id) : undefined}
                  className="col-start-2 -ml-2 justify-self-start rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-brand-600 hover:bg-brand-50 hover:text-brand-700 sm:col-start-3 sm:row-start-1 sm:ml-0"
                >
                  {step.link.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
