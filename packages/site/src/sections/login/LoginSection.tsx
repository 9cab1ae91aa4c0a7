import { editableText } from "../../render/editable-text.js";
import { SectionShell } from "../../render/SectionShell.js";
import { AccountFormHeading } from "../signup/AccountFormHeading.js";
import { SiteForm } from "../../render/SiteForm.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { LoginProps } from "./login.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

/** Renders the login form in a card. */
export function LoginSection({ props, theme, site, mode }: SectionRenderProps<LoginProps>) {
  const t = siteTexts(site.locale);
  return (
    <SectionShell name="login" theme={theme} colors={props} width="narrow">
      <div className="sw-card sw-form-card">
        <AccountFormHeading props={props} mode={mode} />
        <SiteForm
          form="login"
          site={site}
          inputs={[
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
              autoComplete: "current-password",
              isRequired: true,
            },
          ]}
          submitText={props.buttonText || t("signIn")}
          submitMarks={editableText(mode, "buttonText")}
        />
      </div>
    </SectionShell>
  );
}
