import { Timer } from "lucide-react";
import { z } from "zod";
import { shortText } from "../field-schemas.js";
import { defineSection } from "../sections/define-section.js";
import { readProps } from "../sections/props-reader.js";
import { sectionEntry } from "../sections/section-entry.js";

/**
 * A section type that exists only in tests: its folder would hold exactly this. Tests register
 * it with `registerSectionType(countdown)` to prove that the registry, operations, renderer,
 * composer, editor and publishing know a type from its definition like the built-in ones.
 * Its props name the title role `heading` and the subtitle role `note`, unlike the convention,
 * and its defaults leave `endsAt` (its fill-in) empty.
 */
export const countdownSection = defineSection({
  type: "countdown",
  label: "Countdown",
  category: "Content",
  paletteRank: 215,
  placementRank: 15,
  family: "cta",
  aliases: ["countdown timer", "launch timer"],
  props: z.object({
    heading: shortText("Heading above the countdown").optional(),
    note: shortText("A line under it").optional(),
    endsAt: shortText("When the countdown ends").optional(),
  }),
  roles: { title: "heading", subtitle: "note" },
  words: { label: "launch countdown", phrases: ["ticking clock"], pageName: "Launch" },
  composer: {
    single: true,
    pageOffMenu: true,
    fillIn: { key: "endsAt", note: "Set the launch date in its settings." },
  },
  defaults: { heading: "Opening soon", note: "Doors open Friday", endsAt: "" },
  normalize: (raw) => {
    const r = readProps(raw);
    return r.done({
      heading: r.text(["heading", "title"]),
      note: r.text(["note"]),
      endsAt: r.text(["endsAt"]),
    });
  },
  fields: [
    { kind: "text", key: "heading", label: "Heading" },
    { kind: "text", key: "note", label: "Note" },
    { kind: "text", key: "endsAt", label: "Ends at" },
  ],
  ai: "A countdown to a launch.",
});

/** The countdown type: definition, renderer (heading and end; the note is not shown) and icon. */
export const countdown = sectionEntry(
  countdownSection,
  ({ props }) => (
    <section className="sw-countdown">
      <h2>{props.heading}</h2>
      <p>Until {props.endsAt}</p>
    </section>
  ),
  Timer,
);
