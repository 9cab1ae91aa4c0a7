import { ContactDetails } from "../../render/ContactDetails.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { SiteForm } from "../../render/SiteForm.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { ContactProps } from "./contact.section.js";

/** Renders the contact form, with the contact details beside it when there are any. */
export function ContactSection({ props, theme, site }: SectionRenderProps<ContactProps>) {
  const hasDetails = Boolean(props.email || props.phone || props.address);
  return (
    <SectionShell name="contact" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.description} />
      <div className={hasDetails ? "sw-split" : "sw-narrow"}>
        {hasDetails ? (
          <ContactDetails email={props.email} phone={props.phone} address={props.address} />
        ) : null}
        <div className="sw-card sw-form-card">
          <SiteForm
            form="contact"
            site={site}
            inputs={[
              { name: "name", label: "Name", autoComplete: "name", isRequired: true },
              {
                name: "email",
                label: "Email",
                type: "email",
                autoComplete: "email",
                isRequired: true,
              },
              { name: "message", label: "Message", type: "textarea", isRequired: true },
            ]}
            submitText={props.buttonText || "Send message"}
          />
        </div>
      </div>
    </SectionShell>
  );
}
