import type { ReactNode } from "react";
import { safeUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";
import type { EditableTextMarks } from "./editable-text.js";
import type { SiteContext } from "./section-renderer.js";
import { siteTexts } from "../i18n/site-texts.js";

/** One input of a site form. */
export interface FormInput {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "password" | "date" | "textarea";
  autoComplete?: string;
  placeholder?: string | undefined;
  isRequired?: boolean;
}

interface SiteFormProps {
  /** Which form this is, posted along so one endpoint can serve every form. */
  form: string;
  site: SiteContext;
  inputs: readonly FormInput[];
  submitText: string;
  /** The canvas's marks of the button's label (`editableText`); on the editor canvas only. */
  submitMarks?: EditableTextMarks | undefined;
  /** Inline puts one input and the button on one line (newsletter, waitlist). */
  layout?: "stacked" | "inline";
  children?: ReactNode;
}

/** A form that works without script: it posts to the site's form endpoint when there is one. */
export function SiteForm({
  form,
  site,
  inputs,
  submitText,
  submitMarks,
  layout = "stacked",
}: SiteFormProps) {
  const action = site.formAction ? safeUrl(`${site.formAction}/${form}`) : undefined;
  const t = siteTexts(site.locale);
  return (
    <form
      className={classNames("sw-form", `sw-form-${layout}`)}
      method="post"
      action={action}
      data-sw-form={form}
    >
      <input type="hidden" name="form" value={form} />
      {/* A honeypot: people never see or fill it, bots that fill every field do. */}
      <label className="sw-visually-hidden" aria-hidden="true">
        {t("leaveEmpty")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
      {inputs.map((input) => (
        <label className="sw-field" key={input.name}>
          <span className={layout === "inline" ? "sw-visually-hidden" : undefined}>
            {input.label}
          </span>
          {input.type === "textarea" ? (
            <textarea
              name={input.name}
              rows={4}
              required={input.isRequired}
              placeholder={input.placeholder}
            />
          ) : (
            <input
              name={input.name}
              type={input.type ?? "text"}
              autoComplete={input.autoComplete}
              placeholder={input.placeholder}
              required={input.isRequired}
            />
          )}
        </label>
      ))}
      <button className="sw-btn sw-btn-primary" type="submit">
        {/* Edited on the canvas as a text of its own, not as the button. */}
        {submitMarks ? <span {...submitMarks}>{submitText}</span> : submitText}
      </button>
    </form>
  );
}
