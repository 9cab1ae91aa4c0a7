import { SectionShell } from "../../render/SectionShell.js";
import { editableText } from "../../render/editable-text.js";
import { SiteForm } from "../../render/SiteForm.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { EmailSignupProps } from "./newsletter.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

/** The email sign-up shared by the newsletter and the waitlist, which differ in emphasis. */
export function EmailSignup({
  props,
  theme,
  site,
  mode,
  form,
}: SectionRenderProps<EmailSignupProps> & { form: "newsletter" | "waitlist" }) {
  const t = siteTexts(site.locale);
  return (
    <SectionShell
      name={form}
      theme={theme}
      colors={props}
      width="narrow"
      className="sw-signup-band"
    >
      <div className="sw-head sw-align-center">
        {props.title ? (
          <h2 className="sw-title" {...editableText(mode, "title")}>
            {props.title}
          </h2>
        ) : null}
        {props.description ? (
          <p className="sw-lead" {...editableText(mode, "description", "text")}>
            {props.description}
          </p>
        ) : null}
      </div>
      <SiteForm
        form={form}
        site={site}
        layout="inline"
        inputs={[
          {
            name: "email",
            label: t("emailAddress"),
            type: "email",
            autoComplete: "email",
            placeholder: props.placeholder || "you@example.com",
            isRequired: true,
          },
        ]}
        submitText={props.ctaText || t("subscribe")}
        submitMarks={editableText(mode, "ctaText")}
      />
    </SectionShell>
  );
}
