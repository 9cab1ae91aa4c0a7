import { defineSection, registerSectionType, sectionEntry } from "@shopwright/site";
import type { EditorDataDto } from "@shopwright/sdk";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Timer } from "lucide-react";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { aTheme } from "../../test/theme-fixtures";
import { EditorPage } from "./EditorPage";

// A section type that exists only in this test: the palette and the panel read it from the
// registry like the built-in types.
const countdownSection = defineSection({
  type: "countdown",
  label: "Countdown",
  category: "Content",
  paletteRank: 215,
  placementRank: 15,
  family: "cta",
  aliases: ["countdown timer"],
  props: z.object({
    title: z.string().describe("Heading above the countdown").optional(),
    endsAt: z.string().describe("When it ends").optional(),
  }),
  roles: { title: "title" },
  defaults: { title: "Opening soon", endsAt: "Friday" },
  normalize: (raw) => {
    const props = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    return {
      ...props,
      title: typeof props.title === "string" ? props.title : undefined,
      endsAt: typeof props.endsAt === "string" ? props.endsAt : undefined,
    };
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    { kind: "text", key: "endsAt", label: "Ends at" },
  ],
  ai: "A countdown to a launch.",
});
afterAll(
  registerSectionType(
    sectionEntry(
      countdownSection,
      ({ props }) => (
        <section className="sw-countdown">
          <h2>{props.title}</h2>
          <p>Until {props.endsAt}</p>
        </section>
      ),
      Timer,
    ),
  ),
);

const editorData: EditorDataDto = {
  success: true,
  store: {
    _id: "s1",
    storeName: "Acme Coffee",
    domain: "acme-coffee.com",
    currency: "USD",
    locale: "en-US",
    theme: aTheme({ primaryColor: "#2563eb" }),
    version: 3,
    role: "owner",
    approved: false,
  },
  layout: {
    pages: [
      {
        name: "Home",
        path: "/",
        sections: [{ id: "hero-1", type: "hero", props: { title: "Fresh roasts weekly" } }],
      },
    ],
  },
  products: [],
  htmlContent: null,
  previewToken: "token-1",
};

describe("the editor and a section type registered at run time", () => {
  it("lists it in the palette, renders it on the canvas and edits it in the properties panel", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData) });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: "/dashboard/store/:storeId/editor", element: <EditorPage /> }],
      "/dashboard/store/s1/editor",
    );
    await screen.findByRole("group", { name: "Hero section" });

    // The palette: in its group, with its icon.
    const content = screen.getByRole("region", { name: "Content" });
    const add = within(content).getByRole("button", { name: "Add Countdown" });
    expect(add.querySelector("svg.lucide-timer")).not.toBeNull();
    await user.click(add);

    // The canvas renders it with its renderer and defaults.
    const onCanvas = screen.getByRole("group", { name: "Countdown section" });
    expect(within(onCanvas).getByRole("heading", { name: "Opening soon" })).toBeInTheDocument();

    // The properties panel shows its name, icon and fields.
    const heading = screen.getByRole("heading", { name: "Countdown" });
    expect(heading.parentElement?.parentElement?.querySelector("svg.lucide-timer")).not.toBeNull();
    const endsAt = screen.getByRole("textbox", { name: "Ends at" });
    await user.clear(endsAt);
    await user.type(endsAt, "noon");
    expect(
      within(screen.getByRole("group", { name: "Countdown section" })).getByText("Until noon"),
    ).toBeInTheDocument();
  });
});
