import type { LinkField } from "@shopwright/site";
import { useId } from "react";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

const EXTERNAL = "\u0000external";

/**
 * PRODUCT.md §5: a link to one of the site's pages (chosen by name) or to an external URL. Fields
 * with `typeKey`/`pageKey` store the choice there; others store the page's path as the URL.
 */
export function LinkControl({ field, values, onPatch, context }: ControlProps<LinkField<string>>) {
  const id = useId();
  const url = asText(values[field.key]);
  const pageName = field.pageKey ? asText(values[field.pageKey]) : "";
  const linkedPage = field.typeKey
    ? values[field.typeKey] === "page"
      ? context.pages.find((page) => page.name === pageName)
      : undefined
    : context.pages.find((page) => page.path === url);
  const isPage = field.typeKey ? values[field.typeKey] === "page" : linkedPage !== undefined;

  function handleTarget(choice: string) {
    if (choice === EXTERNAL) {
      onPatch(field.typeKey ? { [field.typeKey]: "external" } : { [field.key]: "" }, field.key);
      return;
    }
    const page = context.pages.find((each) => each.name === choice);
    if (!page) return;
    const patch: Record<string, unknown> = { [field.key]: page.path };
    if (field.typeKey) patch[field.typeKey] = "page";
    if (field.pageKey) patch[field.pageKey] = page.name;
    onPatch(patch, `${field.key}:target`);
  }

  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <select
        aria-label={`${field.label} target`}
        className={controlClasses}
        value={isPage ? (linkedPage?.name ?? pageName) : EXTERNAL}
        onChange={(event) => handleTarget(event.target.value)}
      >
        <optgroup label="Pages">
          {context.pages.map((page) => (
            <option key={page.name} value={page.name}>
              {page.name}
            </option>
          ))}
          {isPage && !linkedPage && pageName && (
            <option value={pageName}>{pageName} (missing)</option>
          )}
        </optgroup>
        <option value={EXTERNAL}>External URL…</option>
      </select>
      {!isPage && (
        <input
          id={id}
          type="text"
          inputMode="url"
          className={controlClasses}
          placeholder="https://example.com or #section"
          value={url}
          onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
        />
      )}
    </FieldShell>
  );
}
