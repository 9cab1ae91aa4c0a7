import { DISCOUNT_KIND_LABELS, formatMoney, type DiscountDto } from "@shopwright/sdk";
import { Pencil, Sparkles, Trash2 } from "lucide-react";
import { Switch } from "../../components/Switch";
import { datesText, discountName, discountValueText, usesText } from "./discount-form";
import { DiscountStatusBadge } from "./DiscountStatusBadge";
import { DISCOUNTS_TEXT } from "./discounts.texts";

const headCell = "px-4 py-3 font-medium";

interface ListProps {
  discounts: DiscountDto[];
  currency: string;
  locale: string;
  onToggle: (discount: DiscountDto, enabled: boolean) => void;
  onEdit: (discount: DiscountDto) => void;
  onDelete: (discount: DiscountDto) => void;
}

/** The code, or for an automatic discount its title under an "Automatic" mark. */
function DiscountName({ discount }: { discount: DiscountDto }) {
  if (discount.code === null) {
    return (
      <span className="block min-w-0">
        <span className="block truncate font-medium text-slate-900">
          {discount.title || DISCOUNTS_TEXT.automatic}
        </span>
        <span className="mt-0.5 inline-flex items-center gap-1 rounded-md bg-violet-50 px-1.5 py-px text-xs font-medium text-violet-700 ring-1 ring-violet-200">
          <Sparkles className="size-3" aria-hidden />
          {DISCOUNTS_TEXT.automatic}
        </span>
      </span>
    );
  }
  return (
    <span className="min-w-0">
      <span className="block truncate font-mono text-sm font-semibold tracking-wide text-slate-900">
        {discount.code}
      </span>
      {discount.title && (
        <span className="block truncate text-xs text-slate-500">{discount.title}</span>
      )}
    </span>
  );
}

/** What it takes off and on what: "12.5% off" over "All products · Orders over $50.00". */
function DiscountTerms({
  discount,
  currency,
  locale,
}: Omit<ListProps, "discounts" | "onToggle" | "onEdit" | "onDelete"> & { discount: DiscountDto }) {
  const scope =
    discount.appliesTo.kind === "all"
      ? DISCOUNTS_TEXT.allProducts
      : discount.appliesTo.kind === "collections"
        ? DISCOUNTS_TEXT.someCollections(discount.appliesTo.ids.length)
        : DISCOUNTS_TEXT.someProducts(discount.appliesTo.ids.length);
  const minimum =
    discount.minimumSubtotalMinor > 0
      ? DISCOUNTS_TEXT.minimum(formatMoney(discount.minimumSubtotalMinor, currency, locale))
      : null;
  return (
    <span className="block min-w-0">
      <span
        className="block font-medium text-slate-900"
        title={DISCOUNT_KIND_LABELS[discount.kind]}
      >
        {discountValueText(discount, currency, locale)}
      </span>
      <span className="block truncate text-xs text-slate-500">
        {[scope, minimum].filter(Boolean).join(" · ")}
      </span>
    </span>
  );
}

function RowActions({
  discount,
  onToggle,
  onEdit,
  onDelete,
}: Pick<ListProps, "onToggle" | "onEdit" | "onDelete"> & { discount: DiscountDto }) {
  const name = discountName(discount);
  return (
    <div className="flex items-center justify-end gap-1">
      <Switch
        label={DISCOUNTS_TEXT.enabledLabel(name)}
        checked={discount.enabled}
        onChange={(enabled) => onToggle(discount, enabled)}
      />
      <button
        type="button"
        onClick={() => onEdit(discount)}
        aria-label={DISCOUNTS_TEXT.edit(name)}
        title={DISCOUNTS_TEXT.edit(name)}
        className="ml-2 rounded-lg p-2 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700"
      >
        <Pencil className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() => onDelete(discount)}
        aria-label={DISCOUNTS_TEXT.remove(name)}
        title={DISCOUNTS_TEXT.remove(name)}
        className="rounded-lg p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** The store's discounts: a table on wide screens, cards (two abreast from a tablet) below. */
export function DiscountList(props: ListProps) {
  const { discounts, currency, locale } = props;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200 xl:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50/70 text-xs text-slate-500">
            <tr>
              <th scope="col" className={headCell}>
                {DISCOUNTS_TEXT.code}
              </th>
              <th scope="col" className={headCell}>
                {DISCOUNTS_TEXT.discount}
              </th>
              <th scope="col" className={headCell}>
                {DISCOUNTS_TEXT.status}
              </th>
              <th scope="col" className={headCell}>
                {DISCOUNTS_TEXT.uses}
              </th>
              <th scope="col" className={headCell}>
                {DISCOUNTS_TEXT.dates}
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                <span className="sr-only">{DISCOUNTS_TEXT.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {discounts.map((discount) => (
              <tr key={discount._id} className="transition-colors hover:bg-slate-50/60">
                <td className="max-w-56 px-4 py-3">
                  <DiscountName discount={discount} />
                </td>
                <td className="max-w-60 px-4 py-3">
                  <DiscountTerms discount={discount} currency={currency} locale={locale} />
                </td>
                <td className="px-4 py-3">
                  <DiscountStatusBadge status={discount.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                  {usesText(discount, locale)}
                </td>
                <td className="min-w-36 px-4 py-3 text-xs text-slate-600">
                  {datesText(discount, locale)}
                </td>
                <td className="px-4 py-3">
                  <RowActions discount={discount} {...props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
        {discounts.map((discount) => (
          <li
            key={discount._id}
            className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-3">
              <DiscountName discount={discount} />
              <DiscountStatusBadge status={discount.status} />
            </div>
            <div className="mt-3">
              <DiscountTerms discount={discount} currency={currency} locale={locale} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-xs">
              <div>
                <dt className="text-slate-500">{DISCOUNTS_TEXT.uses}</dt>
                <dd className="mt-0.5 font-medium text-slate-800 tabular-nums">
                  {usesText(discount, locale)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{DISCOUNTS_TEXT.dates}</dt>
                <dd className="mt-0.5 font-medium text-slate-800">{datesText(discount, locale)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <RowActions discount={discount} {...props} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
