import { safeUrl } from "../safe/safe-url.js";
import { siteTexts } from "../i18n/site-texts.js";
import type { SiteContext } from "./section-renderer.js";

interface ContactDetailsProps {
  email?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  site: SiteContext;
}

/** Email, phone and address as a definition list; email and phone become mailto:/tel: links. */
export function ContactDetails({ email, phone, address, site }: ContactDetailsProps) {
  const t = siteTexts(site.locale);
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : undefined;
  return (
    <dl className="sw-details">
      {address ? (
        <div>
          <dt>{t("address")}</dt>
          <dd className="sw-pre-line">{address}</dd>
        </div>
      ) : null}
      {phone ? (
        <div>
          <dt>{t("phone")}</dt>
          <dd>
            <a href={safeUrl(tel)}>{phone}</a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{t("email")}</dt>
          <dd>
            <a href={safeUrl(`mailto:${email.trim()}`)}>{email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
