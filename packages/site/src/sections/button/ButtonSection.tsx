import { ButtonLink } from "../../render/ButtonLink.js";
import { classNames } from "../../render/class-names.js";
import { deviceSetting } from "../../render/device-setting.js";
import { editableText } from "../../render/editable-text.js";
import { resolveLink } from "../../render/resolve-link.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { ButtonProps } from "./button.section.js";

/** Renders one button; a page link resolves to the page's path. */
export function ButtonSection({ props, site, mode }: SectionRenderProps<ButtonProps>) {
  const href = resolveLink(
    { linkType: props.linkType, pageName: props.pageName, url: props.link },
    site,
  );
  const alignment = deviceSetting("align", props, "alignment");
  return (
    <div
      className={classNames(
        "sw-container sw-button-row",
        `sw-align-${props.alignment ?? "center"}`,
        ...alignment.classes,
      )}
      style={alignment.style}
    >
      <ButtonLink
        href={href}
        variant={props.variant ?? "primary"}
        marks={editableText(mode, "text")}
      >
        {props.text || "Button"}
      </ButtonLink>
    </div>
  );
}
