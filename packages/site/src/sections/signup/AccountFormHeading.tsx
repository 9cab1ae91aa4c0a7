import { editableText } from "../../render/editable-text.js";
import type { SectionMode } from "../../render/section-renderer.js";
import type { AccountFormProps } from "./signup.section.js";

/** The title and description over a sign-up or login form, edited in place on the canvas. */
export function AccountFormHeading({
  props,
  mode,
}: {
  props: Pick<AccountFormProps, "title" | "description">;
  mode: SectionMode;
}) {
  return (
    <>
      {props.title ? (
        <h2 className="sw-title" {...editableText(mode, "title")}>
          {props.title}
        </h2>
      ) : null}
      {props.description ? (
        <p className="sw-muted" {...editableText(mode, "description", "text")}>
          {props.description}
        </p>
      ) : null}
    </>
  );
}
