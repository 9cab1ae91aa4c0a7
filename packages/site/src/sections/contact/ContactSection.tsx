import { editableText } from "../../render/editable-text.js";
import { ContactDetails } from "../../render/ContactDetails.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { SiteForm } from "../../render/SiteForm.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { ContactProps } from "./contact.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

/** Renders the contact form, with the contact details beside it when there are any. */
export function ContactSection({ props, theme, site, mode }: SectionRenderProps<ContactProps>) {
  const hasDetails = Boolean(props.email || props.phone || props.address);
  const t = siteTexts(site.locale);
  return (
    <SectionShell name="contact" theme={theme} colors={props}>
      <SectionHeading
        title={props.title}
        subtitle={props.description}
        mode={mode}
        subtitleField="description"
      />
      <div className={hasDetails ? "sw-split" : "sw-narrow"}>
        {hasDetails ? (
          <ContactDetails
            email={props.email}
            phone={props.phone}
            address={props.address}
            site={site}
          />
        ) : null}
        <div className="sw-card sw-form-card">
          <SiteForm
            form="contact"
            site={site}
            inputs={[
              { name: "name", label: t("name"), autoComplete: "name", isRequired: true },
              {
                name: "email",
                label: t("email"),
                type: "email",
                autoComplete: "email",
                isRequired: true,
              },
              { name: "message", label: t("message"), type: "textarea", isRequired: true },
            ]}
            submitText={props.buttonText || t("sendMessage")}
            submitMarks={editableText(mode, "buttonText")}
          />
        </div>
      </div>
    </SectionShell>
  );
}
