import { Paragraphs } from "../../render/Paragraphs.js";
import { editableText } from "../../render/editable-text.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { ItemSampleMark, sampleItemClass } from "../../render/SampleMark.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { FaqProps } from "./faq.section.js";

/** Renders the questions as <details>, so they open without any script. */
export function FaqSection({ props, theme, mode }: SectionRenderProps<FaqProps>) {
  const items = props.items ?? [];
  return (
    <SectionShell name="faq" theme={theme} colors={props} width="narrow">
      <SectionHeading title={props.title} mode={mode} />
      <div className="sw-faq-list">
        {items.map((item, i) => (
          <details className={sampleItemClass("sw-faq-item", item, mode)} key={i}>
            <summary>
              <span {...editableText(mode, `items.${i}.question`)}>{item.question}</span>
              <ItemSampleMark item={item} mode={mode} />
            </summary>
            <Paragraphs
              className="sw-faq-answer"
              text={item.answer}
              marks={editableText(mode, `items.${i}.answer`, "text")}
            />
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
