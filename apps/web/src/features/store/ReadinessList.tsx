import type { ReadinessItem, ReadinessKind, ReadinessResult } from "@shopwright/sdk";
import {
  ArrowRight,
  CircleCheck,
  FileText,
  LayoutTemplate,
  Mail,
  Package,
  Scale,
  Sparkles,
  SquareDashed,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { plural } from "../../lib/plural";
import { setEditorStoreId } from "../../lib/session";
import { productPaths } from "../products/product-paths";
import { storePaths } from "./store-paths";

const ICONS: Record<ReadinessKind, LucideIcon> = {
  site_not_built: LayoutTemplate,
  sample_content: Sparkles,
  empty_section: SquareDashed,
  draft_product: Package,
  missing_contact_page: Mail,
  missing_legal_page: Scale,
};

/** Where an item is fixed, as a link: a page of the editor, a product, or the AI builder. */
function fixLink(storeId: string, item: ReadinessItem) {
  switch (item.fix.kind) {
    case "product":
      return { to: productPaths.edit(item.fix.productId), label: "Edit product" };
    case "builder":
      return { to: storePaths.chatbox(storeId), label: "Open AI Builder" };
    case "editor":
      return {
        to: storePaths.editor(storeId, item.fix.page),
        label: item.fix.page ? `Open ${item.fix.page} in the editor` : "Open the editor",
        isEditor: true,
      };
  }
}

/** The pre-launch review: what is still unfinished in the store, each with its fix. */
export function ReadinessList({ storeId, review }: { storeId: string; review: ReadinessResult }) {
  if (review.items.length === 0) {
    return (
      <p className="flex items-center gap-3 px-5 py-5 text-sm text-slate-600">
        <CircleCheck className="size-5 shrink-0 text-emerald-500" aria-hidden />
        Nothing left to finish: no sample content, empty sections or draft products, and the contact
        and legal pages are there.
      </p>
    );
  }
  return (
    <ul aria-label="Unfinished" className="divide-y divide-slate-100">
      {review.items.map((item, index) => {
        const Icon = ICONS[item.kind] ?? FileText;
        const link = fixLink(storeId, item);
        return (
          <li
            key={`${item.kind}-${index}`}
            className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 px-5 py-4 sm:grid-cols-[auto_1fr_auto] sm:items-center"
          >
            <span className="grid size-8 place-items-center rounded-lg bg-amber-50 text-amber-600 ring-1 ring-amber-100">
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">{item.title}</p>
              <p className="mt-0.5 text-sm text-slate-500">{item.detail}</p>
            </div>
            <Link
              to={link.to}
              onClick={link.isEditor ? () => setEditorStoreId(storeId) : undefined}
              className="col-start-2 inline-flex items-center gap-1 justify-self-start rounded-md text-sm font-medium whitespace-nowrap text-brand-600 hover:text-brand-700 hover:underline sm:col-start-3"
            >
              {link.label}
              <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          </li>
        );
      })}
      {review.moreDrafts > 0 && (
        <li className="px-5 py-3 text-sm text-slate-500">
          And {plural(review.moreDrafts, "more draft product")}.{" "}
          <Link
            to={`${productPaths.list(storeId)}&status=draft`}
            className="font-medium text-brand-600 hover:underline"
          >
            See all drafts
          </Link>
        </li>
      )}
    </ul>
  );
}
