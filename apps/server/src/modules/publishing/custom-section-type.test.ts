import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineSection, registerSectionType, sectionEntry } from "@shopwright/site";
import { Timer } from "lucide-react";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A section type that exists only in this test: saving, publishing and hosting know it from
// the registry like the built-in types.
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
  fields: [{ kind: "text", key: "title", label: "Title" }],
  ai: "A countdown to a launch.",
});
const unregister = registerSectionType(
  sectionEntry(
    countdownSection,
    ({ props }) =>
      createElement(
        "section",
        { className: "sw-countdown" },
        createElement("h2", null, props.title),
        createElement("p", null, `Until ${props.endsAt}`),
      ),
    Timer,
  ),
);

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sw-custom-section-"));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  unregister();
});

describe("publishing a section type registered at run time", () => {
  it("saves it under its type and renders it into the published page", async () => {
    const { auth } = await t.signUp();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload: { storeName: "Countdown Shop", domain: `countdown-${Date.now()}.example.com` },
    });
    const storeId = created.json().data.store.id as string;
    const published = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/publish`,
      headers: auth,
      payload: {
        jsonLayout: {
          sections: [
            { type: "hero", props: { title: "Launch week" } },
            { type: "Countdown Timer", props: { title: "Doors open", endsAt: "noon" } },
          ],
        },
      },
    });
    expect(published.statusCode, published.body).toBe(200);

    const editor = await t.app.inject({
      method: "GET",
      url: `/api/store/${storeId}/editor`,
      headers: auth,
    });
    const sections = editor.json().data.layout.pages[0].sections as { type: string }[];
    expect(sections.map((section) => section.type)).toEqual(["hero", "countdown"]);

    const host = new URL(published.json().data.url as string).host;
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<section class="sw-countdown"><h2>Doors open</h2><p>Until noon</p></section>',
    );
  });
});
