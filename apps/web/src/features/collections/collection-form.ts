import {
  CollectionBody,
  COLLECTION_RULE_OPS,
  type CollectionDto,
  type CollectionKind,
  type CollectionMatch,
  type CollectionRuleField,
  type CollectionRuleInput,
  type CollectionRuleOp,
  type CollectionSort,
} from "@shopwright/sdk";

/** One rule as the builder edits it: the value as typed. */
export interface RuleForm {
  /** A key for React only. */
  key: string;
  field: CollectionRuleField;
  op: CollectionRuleOp;
  value: string;
}

/** What the collection dialog edits. */
export interface CollectionForm {
  title: string;
  handle: string;
  description: string;
  kind: CollectionKind;
  match: CollectionMatch;
  rules: RuleForm[];
  sortOrder: CollectionSort;
  productIds: string[];
}

export type CollectionField = "title" | "handle" | "description" | "rules" | "productIds";
/** A rule's problem is keyed by its key. */
export type CollectionProblems = Map<CollectionField | `rule:${string}`, string>;

let keys = 0;
const nextKey = () => `r${++keys}`;

export const newRule = (field: CollectionRuleField = "tag"): RuleForm => ({
  key: nextKey(),
  field,
  op: COLLECTION_RULE_OPS[field][0]!,
  value: "",
});

export const emptyCollectionForm = (): CollectionForm => ({
  title: "",
  handle: "",
  description: "",
  kind: "manual",
  match: "all",
  rules: [newRule()],
  sortOrder: "manual",
  productIds: [],
});

export function formOfCollection(collection: CollectionDto): CollectionForm {
  return {
    title: collection.title,
    handle: collection.handle,
    description: collection.description,
    kind: collection.kind,
    match: collection.match,
    rules:
      collection.rules.length > 0
        ? collection.rules.map((rule) => ({
            key: nextKey(),
            field: rule.field,
            op: rule.op,
            value: "value" in rule ? String(rule.value) : "",
          }))
        : [newRule()],
    sortOrder: collection.sortOrder,
    productIds: collection.productIds,
  };
}

/** A rule as the contract takes it; prices typed with a comma read as a point. */
export function ruleInputOf(rule: RuleForm): CollectionRuleInput {
  switch (rule.field) {
    case "tag":
    case "type":
      return { field: rule.field, op: "equals", value: rule.value };
    case "price": {
      const text = rule.value.trim().replace(",", ".");
      return {
        field: "price",
        op: rule.op === "less_than" ? "less_than" : "greater_than",
        value: text === "" ? Number.NaN : Number(text),
      };
    }
    case "stock":
      return { field: "stock", op: rule.op === "sold_out" ? "sold_out" : "in_stock" };
  }
}

/** The rules that are complete enough to count matches with (the live preview). */
export function completeRules(rules: readonly RuleForm[]): CollectionRuleInput[] {
  return rules
    .filter((rule) => rule.field === "stock" || rule.value.trim() !== "")
    .map(ruleInputOf)
    .filter((rule) => !(rule.field === "price" && !Number.isFinite(rule.value)));
}

/** The form checked by the contract: the body to send, or each field's problem. */
export function checkCollectionForm(
  form: CollectionForm,
): { body: CollectionBody; problems: null } | { body: null; problems: CollectionProblems } {
  const body: CollectionBody = {
    title: form.title,
    handle: form.handle.trim() || null,
    description: form.description,
    kind: form.kind,
    match: form.match,
    rules: form.kind === "automatic" ? form.rules.map(ruleInputOf) : [],
    sortOrder: form.sortOrder,
    productIds: form.kind === "manual" ? form.productIds : [],
  };
  const problems: CollectionProblems = new Map();
  const parsed = CollectionBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === "rules" && typeof index === "number") {
        const rule = form.rules[index];
        const key = rule ? (`rule:${rule.key}` as const) : "rules";
        if (!problems.has(key)) problems.set(key, issue.message);
      } else if (
        typeof field === "string" &&
        ["title", "handle", "description", "rules", "productIds"].includes(field)
      ) {
        const key = field as CollectionField;
        if (!problems.has(key)) problems.set(key, issue.message);
      }
    }
  }
  return problems.size === 0 ? { body, problems: null } : { body: null, problems };
}
