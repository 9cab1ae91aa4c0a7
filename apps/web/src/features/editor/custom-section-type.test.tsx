import { registerSectionType } from "@shopwright/site";
import { countdown } from "@shopwright/site/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, describe, expect, it } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { EditorPage } from "./EditorPage";

// A section type that exists only in tests (`@shopwright/site/testing`): the palette and the
// panel read it from the registry like the built-in types.
afterAll(registerSectionType(countdown));

describe("the editor and a section type registered at run time", () => {
  it("lists it in the palette, renders it on the canvas and edits it in the properties panel", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
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
    // The panel's controls load once the editor is idle (or on the first selection).
    const endsAt = await screen.findByRole("textbox", { name: "Ends at" });
    await user.clear(endsAt);
    await user.type(endsAt, "noon");
    expect(
      within(screen.getByRole("group", { name: "Countdown section" })).getByText("Until noon"),
    ).toBeInTheDocument();
  });
});
