import { editableText } from "../../render/editable-text.js";
import { SectionShell } from "../../render/SectionShell.js";
import { AccountFormHeading } from "./AccountFormHeading.js";
import { SiteForm } from "../../render/SiteForm.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { AccountFormProps } from "./signup.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

/** Renders the sign-up form in a card. */
export function SignupSection({ props, theme, site, mode }: SectionRenderProps<AccountFormProps>) {
  const t = siteTexts(site.locale);
  return (
    <SectionShell name="signup" theme={theme} colors={props} width="narrow">
      <div className="sw-card sw-form-card">
        <AccountFormHeading props={props} mode={mode} />
        <SiteForm
          form="signup"
          site={site}
          inputs={[
            { name: "name", label: t("fullName"), autoComplete: "name", isRequired: true },
            {
              name: "email",
              label: t("email"),
              type: "email",
              autoComplete: "email",
              isRequired: true,
            },
            {
              name: "password",
              label: t("password"),
              type: "password",
              autoComplete: "new-password",
              isRequired: true,
            },
          ]}
          submitText={props.buttonText || t("createAccount")}
          submitMarks={editableText(mode, "buttonText")}
        />
      </div>
    </SectionShell>
  );
}
