import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { EditorPage } from "./EditorPage";

const data = editorData({
  theme: { primaryColor: "#2563eb", backgroundColor: "#fafaf9" },
  sections: [{ id: "nav-1", type: "navbar", props: { logo: "Acme Coffee" } }],
});

interface SavedBody {
  theme: Record<string, unknown>;
  layout: { pages: { sections: { props: Record<string, unknown> }[] }[] };
}

async function openThemeTab() {
  const requests = fakeApi({
    "GET /api/store/s1/editor": ok(data),
    "POST /api/store/s1/editor-update": (request) => {
      const body = request.body as SavedBody;
      return ok({ ok: true, version: 4, layout: body.layout, theme: body.theme });
    },
  });
  const user = userEvent.setup();
  renderRoutes(
    [{ path: "/dashboard/store/:storeId/editor", element: <EditorPage /> }],
    "/dashboard/store/s1/editor",
  );
  await screen.findByRole("group", { name: "Navbar section" });
  await user.click(screen.getByRole("tab", { name: "Theme" }));
  // The theme tab's controls load on first use: the first test's load transforms the module,
  // which takes seconds when other suites share the cores.
  await screen.findByLabelText("Site name", {}, { timeout: 10_000 });
  const posts = () => requests.filter((request) => request.method === "POST");
  // The body of the save this call makes (a test may save more than once).
  const saved = async () => {
    const before = posts().length;
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts()).toHaveLength(before + 1));
    await screen.findByText("Theme saved successfully!");
    return posts().at(-1)?.body as SavedBody;
  };
  return { user, saved };
}

describe("ThemePanel", () => {
  it("changes colours, style, corners and fonts and saves them with the layout", async () => {
    const { user, saved } = await openThemeTab();
    const primary = screen.getByLabelText("Primary");
    await user.clear(primary);
    // A half-typed colour is a draft: the token keeps its value until the text is a colour.
    await user.type(primary, "#0f");
    expect(primary).toHaveValue("#0f");
    await user.type(primary, "766e");
    expect(primary).toHaveValue("#0f766e");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Style preset"), "Dark");
    await user.selectOptions(screen.getByLabelText("Corners"), "Pill");
    await user.selectOptions(screen.getByLabelText("Headings"), "Playfair Display");
    await user.click(screen.getByRole("button", { name: "Reset page background" }));
    const body = await saved();
    expect(body.theme).toMatchObject({
      primaryColor: "#0f766e",
      stylePreset: "dark",
      borderRadius: "pill",
      fonts: { heading: "Playfair Display" },
    });
    expect(body.theme).not.toHaveProperty("backgroundColor");
    // Some forty typed and clicked inputs: slow on a busy two-core machine.
  }, 40_000);

  it("renames the site: navbar follows and the name is saved in the theme", async () => {
    const { user, saved } = await openThemeTab();
    const name = screen.getByLabelText("Site name");
    await user.clear(name);
    await user.type(name, "Acme Roasters{Enter}");
    const body = await saved();
    expect(body.theme.siteName).toBe("Acme Roasters");
    expect(body.layout.pages[0]?.sections[0]?.props.logo).toBe("Acme Roasters");
  });

  it("refuses a file that is not an image before uploading", async () => {
    await openThemeTab();
    const input = screen.getByTestId("logoUrl-file");
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    // userEvent.upload honours `accept`; the control must still check what it is given.
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Choose a JPEG, PNG, WebP or GIF image of at most 10 MB",
    );
  });

  it("shows a section's inherited colours from the theme until they are changed", async () => {
    const { user, saved } = await openThemeTab();
    await user.click(screen.getByRole("group", { name: "Navbar section" }));
    const background = screen.getByRole("textbox", { name: "Background colour" });
    expect(background).toHaveValue("");
    expect(background).toHaveAttribute("placeholder", "#fafaf9");
    expect(screen.getByLabelText("Background colour picker")).toHaveValue("#fafaf9");
    const text = screen.getByLabelText("Text colour picker") as HTMLInputElement;
    expect(text.value).not.toBe("#000000");
    expect(screen.getAllByText("From the theme")).toHaveLength(2);
    // Inherited colours are not written into the section; a changed one is its own.
    await user.click(screen.getByRole("tab", { name: "Theme" }));
    const page = screen.getByLabelText("Page background");
    await user.clear(page);
    await user.type(page, "#0b1120");
    await user.click(screen.getByRole("tab", { name: "Section" }));
    expect(screen.getByLabelText("Background colour picker")).toHaveValue("#0b1120");
    const own = screen.getByRole("textbox", { name: "Background colour" });
    await user.click(own);
    await user.paste("#112233");
    expect(screen.getByLabelText("Background colour picker")).toHaveValue("#112233");
    expect(screen.getAllByText("From the theme")).toHaveLength(1);
    const body = await saved();
    expect(body.layout.pages[0]?.sections[0]?.props.bgColor).toBe("#112233");
    expect(body.layout.pages[0]?.sections[0]?.props).not.toHaveProperty("textColor");
    // Reset: the section follows the theme again and saves without a colour of its own.
    await user.click(screen.getByRole("button", { name: "Reset background colour" }));
    expect(screen.getByRole("textbox", { name: "Background colour" })).toHaveValue("");
    expect(screen.getByLabelText("Background colour picker")).toHaveValue("#0b1120");
    expect(screen.getAllByText("From the theme")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Reset background colour" })).toBeNull();
    const reset = await saved();
    expect(reset.layout.pages[0]?.sections[0]?.props).not.toHaveProperty("bgColor");
  });

  it("selecting a section on the canvas brings its properties back", async () => {
    const { user } = await openThemeTab();
    expect(screen.getByRole("heading", { name: "Theme settings" })).toBeInTheDocument();
    await user.click(screen.getByRole("group", { name: "Navbar section" }));
    expect(screen.getByRole("tab", { name: "Section" })).toHaveAttribute("aria-selected", "true");
  });
});
