import { formatStat } from "../../render/format-price.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { StatsProps } from "./stats.family.js";

/** Renders a row of big figures with labels. */
export function StatsSection({ props, theme, site }: SectionRenderProps<StatsProps>) {
  return (
    <SectionShell name="stats" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.subtitle} />
      <dl className="sw-stats-grid">
        {props.items.map((stat, i) => (
          <div className="sw-stat" key={i}>
            <dt>{stat.label}</dt>
            <dd>{formatStat(stat.value, site.locale)}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
