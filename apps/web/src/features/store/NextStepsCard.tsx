import type { StoreSummaryDto } from "@shopwright/sdk";
import { ArrowRight, Package, Rocket, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { setEditorStoreId } from "../../lib/session";
import { storePaths } from "./store-paths";

interface NextStep {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
  onClick?: () => void;
}

/** What to do next, given the store's state (PRODUCT.md §4: approval first, then the editor). */
export function NextStepsCard({ store }: { store: StoreSummaryDto }) {
  const steps: NextStep[] = [
    store.approved
      ? {
          title: store.site ? "Keep your site up to date" : "Publish from the editor",
          text: store.site
            ? "Your site is live. Publish again from the editor after you change pages."
            : "Your store is active. Publish it when the pages are ready.",
          to: storePaths.editor(store._id),
          icon: Rocket,
          onClick: () => setEditorStoreId(store._id),
        }
      : {
          title: "Approve your store",
          text: "Happy with the AI’s draft? Approve it and continue in the editor.",
          to: storePaths.approval(store._id),
          icon: ShieldCheck,
        },
    {
      title: "Stock your catalogue",
      text: "Add products with prices, stock and images.",
      to: storePaths.products(store._id),
      icon: Package,
    },
    {
      title: "Invite your team",
      text: "Bring collaborators into your organization.",
      to: "/dashboard/team",
      icon: Users,
    },
  ];

  return (
    <section
      aria-labelledby="next-steps"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <h2
        id="next-steps"
        className="border-b border-slate-100 px-5 py-4 text-sm font-semibold text-slate-900"
      >
        Next Steps
      </h2>
      <ul className="divide-y divide-slate-100">
        {steps.map(({ title, text, to, icon: Icon, onClick }) => (
          <li key={title}>
            <Link
              to={to}
              onClick={onClick}
              className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-slate-50"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600">
                <Icon className="size-4.5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{title}</span>
                <span className="block text-sm text-slate-500">{text}</span>
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-slate-600"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
