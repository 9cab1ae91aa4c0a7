import {
  COLLECTION_LIMITS,
  COLLECTION_MATCH_LABELS,
  COLLECTION_MATCHES,
  COLLECTION_RULE_FIELD_LABELS,
  COLLECTION_RULE_FIELDS,
  COLLECTION_RULE_OP_LABELS,
  COLLECTION_RULE_OPS,
  formatMoney,
  toMinor,
  type CollectionMatch,
  type CollectionRuleField,
  type CollectionRuleOp,
} from "@shopwright/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/Button";
import { inputClasses } from "../../components/TextField";
import { api } from "../../lib/api";
import { ProductImage } from "../products/ProductImage";
import { completeRules, newRule, type CollectionProblems, type RuleForm } from "./collection-form";
import { COLLECTIONS_TEXT } from "./collections.texts";

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * An automatic collection's rules: field, condition and value per row, matched all or any,
 * with a live count of the store's products they select.
 */
export function RulesBuilder({
  storeId,
  currency,
  locale,
  rules,
  match,
  problems,
  onChange,
}: {
  storeId: string;
  currency: string;
  locale: string;
  rules: RuleForm[];
  match: CollectionMatch;
  problems: CollectionProblems | null;
  onChange: (changes: { rules?: RuleForm[]; match?: CollectionMatch }) => void;
}) {
  const matchName = useId();

  function patchRule(key: string, changes: Partial<RuleForm>) {
    onChange({ rules: rules.map((rule) => (rule.key === key ? { ...rule, ...changes } : rule)) });
  }

  return (
    <div className="space-y-3">
      <div
        role="radiogroup"
        aria-label={COLLECTIONS_TEXT.matchLabel}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700"
      >
        <span className="font-medium">{COLLECTIONS_TEXT.matchLabel}</span>
        {COLLECTION_MATCHES.map((each) => (
          <label key={each} className="inline-flex cursor-pointer items-center gap-1.5">
            <input
              type="radio"
              name={matchName}
              checked={match === each}
              onChange={() => onChange({ match: each })}
              className="size-4 accent-brand-600"
            />
            {COLLECTION_MATCH_LABELS[each]}
          </label>
        ))}
      </div>
      <ol className="space-y-2">
        {rules.map((rule, index) => {
          const n = index + 1;
          const problem = problems?.get(`rule:${rule.key}`) ?? null;
          const problemId = `${matchName}-${rule.key}`;
          return (
            <li key={rule.key} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
              <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[9rem_10rem_1fr_auto]">
                <select
                  aria-label={COLLECTIONS_TEXT.ruleField(n)}
                  value={rule.field}
                  onChange={(event) => {
                    const field = event.target.value as CollectionRuleField;
                    patchRule(rule.key, { field, op: COLLECTION_RULE_OPS[field][0]!, value: "" });
                  }}
                  className={inputClasses}
                >
                  {COLLECTION_RULE_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {COLLECTION_RULE_FIELD_LABELS[field]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  onClick={() => onChange({ rules: rules.filter((r) => r.key !== rule.key) })}
                  disabled={rules.length === 1}
                  aria-label={COLLECTIONS_TEXT.removeRule(n)}
                  title={COLLECTIONS_TEXT.removeRule(n)}
                  className="rounded-lg p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 disabled:opacity-30 sm:order-last"
                >
                  <X className="size-4" aria-hidden />
                </button>
                <select
                  aria-label={COLLECTIONS_TEXT.ruleOp(n)}
                  value={rule.op}
                  onChange={(event) =>
                    patchRule(rule.key, { op: event.target.value as CollectionRuleOp })
                  }
                  className={`${inputClasses} col-span-2 ${rule.field === "stock" ? "" : "sm:col-span-1"}`}
                >
                  {COLLECTION_RULE_OPS[rule.field].map((op) => (
                    <option key={op} value={op}>
                      {COLLECTION_RULE_OP_LABELS[op]}
                    </option>
                  ))}
                </select>
                {rule.field !== "stock" && (
                  <div className="relative col-span-2 sm:col-span-1">
                    <input
                      aria-label={COLLECTIONS_TEXT.ruleValue(n)}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? problemId : undefined}
                      value={rule.value}
                      inputMode={rule.field === "price" ? "decimal" : undefined}
                      placeholder={
                        rule.field === "price"
                          ? "25.00"
                          : rule.field === "tag"
                            ? COLLECTIONS_TEXT.tagPlaceholder
                            : COLLECTIONS_TEXT.typePlaceholder
                      }
                      onChange={(event) => patchRule(rule.key, { value: event.target.value })}
                      className={`${inputClasses} ${rule.field === "price" ? "pr-12" : ""}`}
                    />
                    {rule.field === "price" && (
                      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-slate-400">
                        {currency}
                      </span>
                    )}
                  </div>
                )}
              </div>
              {problem && (
                <p id={problemId} className="mt-1 text-xs text-red-600">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {problems?.get("rules") && <p className="text-xs text-red-600">{problems.get("rules")}</p>}
      <Button
        variant="secondary"
        icon={<Plus className="size-4" aria-hidden />}
        disabled={rules.length >= COLLECTION_LIMITS.rulesMax}
        onClick={() => onChange({ rules: [...rules, newRule()] })}
      >
        {COLLECTIONS_TEXT.addRule}
      </Button>
      <RulesPreview
        storeId={storeId}
        currency={currency}
        locale={locale}
        rules={rules}
        match={match}
      />
    </div>
  );
}

/** How many products the complete rules match now, and the first few. */
function RulesPreview({
  storeId,
  currency,
  locale,
  rules,
  match,
}: {
  storeId: string;
  currency: string;
  locale: string;
  rules: RuleForm[];
  match: CollectionMatch;
}) {
  const wanted = JSON.stringify({ rules: completeRules(rules), match });
  const [asked, setAsked] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const body = JSON.parse(asked) as {
    rules: ReturnType<typeof completeRules>;
    match: CollectionMatch;
  };
  const preview = useQuery({
    queryKey: ["collections", storeId, "preview", asked],
    queryFn: () => api.collections.preview(storeId, body),
    enabled: body.rules.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (body.rules.length === 0) return null;
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200" aria-live="polite">
      <p className="text-sm font-medium text-slate-800">
        {preview.isPending
          ? COLLECTIONS_TEXT.matchingLoading
          : preview.isError
            ? COLLECTIONS_TEXT.matchingFailed
            : COLLECTIONS_TEXT.matching(preview.data.count)}
      </p>
      {preview.data && preview.data.products.length > 0 && (
        <ul aria-label={COLLECTIONS_TEXT.matchingFirst} className="mt-2 flex flex-wrap gap-2">
          {preview.data.products.map((product) => (
            <li
              key={product._id}
              className="flex max-w-full items-center gap-2 rounded-md bg-slate-50 py-1 pr-2 pl-1 text-xs ring-1 ring-slate-200"
            >
              <ProductImage
                product={{ name: product.name, image: product.image, images: [] }}
                className="size-6 shrink-0 rounded"
              />
              <span className="truncate text-slate-700">{product.name}</span>
              <span className="shrink-0 text-slate-400 tabular-nums">
                {formatMoney(toMinor(product.price, currency), currency, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
