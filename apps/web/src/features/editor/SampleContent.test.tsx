import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { EditorPage } from "./EditorPage";

const TOOLTIP = "Written by the AI as an example: replace it with your own before publishing";

/** A hero, then sections with sample content: stats marked whole, an FAQ with one sample item. */
function withSamples() {
  return editorData({
    sections: [
      { id: "hero-1", type: "hero", props: { title: "Fresh roasts weekly" } },
      {
        id: "stats-1",
        type: "stats",
        props: {
          title: "By the numbers",
          sample: true,
          items: [{ value: "10k", label: "Cups poured" }],
        },
      },
      {
        id: "faq-1",
        type: "faq",
        props: {
          title: "Good to know",
          items: [
            { question: "Do you ship?", answer: "Yes, everywhere.", sample: true },
            { question: "Is it fresh?", answer: "Roasted weekly." },
          ],
        },
      },
    ],
  });
}

function renderEditor() {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId/editor", element: <EditorPage /> }],
    "/dashboard/store/s1/editor",
  );
}

/** A section on the canvas by id (its accessible name follows the registry's label). */
async function canvasSection(id: string): Promise<HTMLElement> {
  await screen.findByRole("group", { name: "Hero section" });
  const element = document.querySelector<HTMLElement>(`[data-section-id="${id}"]`);
  if (!element) throw new Error(`no section ${id} on the canvas`);
  return element;
}

/** The badge of a section: its words are a text of their own (phones show only its icon). */
const badgeOf = (section: HTMLElement) =>
  within(section)
    .queryByText("Sample content", { selector: "[data-sample-badge] > span" })
    ?.closest("[data-sample-badge]") ?? null;

afterEach(() => vi.restoreAllMocks());

describe("sample content", () => {
  it("badges the sections and list items the AI wrote as examples, with a tooltip", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(withSamples()) });
    renderEditor();
    const hero = await screen.findByRole("group", { name: "Hero section" });
    const stats = await canvasSection("stats-1");
    const faq = screen.getByRole("group", { name: "FAQ section" });
    expect(badgeOf(hero)).toBeNull();
    expect(badgeOf(stats)).toHaveAttribute("title", TOOLTIP);
    expect(badgeOf(faq)).toHaveAttribute("title", TOOLTIP);
    // Nothing flagged is selected yet, so the panel has no notice.
    expect(screen.queryByRole("button", { name: "Mark as reviewed" })).not.toBeInTheDocument();
  });

  it("marks a section as reviewed from the panel: the flag goes, undoably, and is saved", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(withSamples()),
      "POST /api/store/s1/editor-update": (request) => {
        const body = request.body as { layout: unknown; theme: unknown };
        return ok({ ok: true, version: 4, layout: body.layout, theme: body.theme });
      },
    });
    const user = userEvent.setup();
    renderEditor();
    const stats = await canvasSection("stats-1");
    await user.click(stats);
    expect(screen.getByRole("note")).toHaveTextContent("The AI wrote this section as an example.");
    await user.click(screen.getByRole("button", { name: "Mark as reviewed" }));
    expect(badgeOf(stats)).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as reviewed" })).not.toBeInTheDocument();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(badgeOf(stats)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(badgeOf(stats)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Theme saved successfully!")).toBeInTheDocument();
    const save = requests.find((request) => request.method === "POST");
    const sections = (
      save?.body as { layout: { pages: { sections: { id: string; props: object }[] }[] } }
    ).layout.pages[0]!.sections;
    expect(sections.find((section) => section.id === "stats-1")?.props).toMatchObject({
      sample: false,
    });
  });

  it("clears the flag of list items too", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(withSamples()) });
    const user = userEvent.setup();
    renderEditor();
    const faq = await screen.findByRole("group", { name: "FAQ section" });
    await user.click(faq);
    await user.click(screen.getByRole("button", { name: "Mark as reviewed" }));
    expect(badgeOf(faq)).toBeNull();
    expect(within(faq).getByText("Do you ship?")).toBeInTheDocument();
  });
});
