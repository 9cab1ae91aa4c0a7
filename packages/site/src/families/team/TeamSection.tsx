import { Avatar } from "../../render/Avatar.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { TeamProps } from "./team.family.js";

/** Renders people with photo (or initials), role and a short bio. */
export function TeamSection({ props, theme }: SectionRenderProps<TeamProps>) {
  return (
    <SectionShell name="team" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.subtitle} />
      <div className="sw-grid sw-grid-4">
        {props.items.map((member, i) => (
          <article className="sw-member" key={i}>
            <Avatar name={member.name} src={member.photo} size="large" />
            <h3 className="sw-card-title">{member.name}</h3>
            {member.role ? <p className="sw-role">{member.role}</p> : null}
            {member.bio ? <p className="sw-muted">{member.bio}</p> : null}
          </article>
        ))}
      </div>
    </SectionShell>
  );
}
