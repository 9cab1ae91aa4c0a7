import { safeUrl } from "../safe/safe-url.js";

interface ContactDetailsProps {
  email?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
}

/** Email, phone and address as a definition list; email and phone become mailto:/tel: links. */
export function ContactDetails({ email, phone, address }: ContactDetailsProps) {
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : undefined;
  return (
    <dl className="sw-details">
      {address ? (
        <div>
          <dt>Address</dt>
          <dd className="sw-pre-line">{address}</dd>
        </div>
      ) : null}
      {phone ? (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={safeUrl(tel)}>{phone}</a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>Email</dt>
          <dd>
            <a href={safeUrl(`mailto:${email.trim()}`)}>{email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
