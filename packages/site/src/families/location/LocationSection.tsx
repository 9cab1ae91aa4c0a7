import { ContactDetails } from "../../render/ContactDetails.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { LocationProps } from "./location.family.js";

/** Renders the address and contact details beside the opening hours, with a directions link. */
export function LocationSection({ props, theme, site }: SectionRenderProps<LocationProps>) {
  // A search link, not an embedded map: published pages load nothing from third parties.
  const directions = props.address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(props.address)}`
    : undefined;
  return (
    <SectionShell name="location" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.description} />
      <div className="sw-split">
        <div className="sw-card sw-pad">
          <ContactDetails
            address={props.address}
            phone={props.phone}
            email={props.email}
            site={site}
          />
          {directions ? (
            <a className="sw-btn sw-btn-secondary" href={directions}>
              Get directions
            </a>
          ) : null}
        </div>
        {props.hours.length > 0 ? (
          <div className="sw-card sw-pad">
            <h3 className="sw-card-title">Opening hours</h3>
            <table className="sw-hours">
              <tbody>
                {props.hours.map((line, i) => (
                  <tr key={i}>
                    <th scope="row">{line.label ?? ""}</th>
                    <td>{line.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
