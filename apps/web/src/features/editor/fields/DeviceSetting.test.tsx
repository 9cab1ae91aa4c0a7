import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSectionDefinition, type AnyField } from "@shopwright/site";
import { describe, expect, it, vi } from "vitest";
import { EditorStoreContext } from "../editor-context";
import { createEditorStore, type Device } from "../editor-store";
import { FieldControl } from "./FieldControl";

const alignment = getSectionDefinition("textblock").fields.find(
  (field) => field.key === "alignment",
) as AnyField;

function renderOn(device: Device, values: Record<string, unknown>) {
  const store = createEditorStore();
  store.setDevice(device);
  const onPatch = vi.fn();
  render(
    <EditorStoreContext.Provider value={store}>
      <FieldControl
        field={alignment}
        values={values}
        onPatch={onPatch}
        context={{ pages: [], products: [] }}
      />
    </EditorStoreContext.Provider>,
  );
  return onPatch;
}

describe("a layout setting per device", () => {
  it("edits the desktop's value on desktop", async () => {
    const onPatch = renderOn("desktop", { alignment: "left", alignmentMobile: "center" });
    const select = screen.getByLabelText("Alignment");
    expect(select).toHaveValue("left");
    await userEvent.selectOptions(select, "right");
    expect(onPatch).toHaveBeenCalledWith({ alignment: "right" }, "alignment");
  });

  it("shows a phone the tablet's or the desktop's value until it has its own", async () => {
    const onPatch = renderOn("mobile", { alignment: "left", alignmentTablet: "right" });
    const select = screen.getByLabelText("Alignment · Mobile");
    expect(select).toHaveValue("right");
    expect(screen.getByText(/^Same as on tablet/)).toBeInTheDocument();
    await userEvent.selectOptions(select, "center");
    expect(onPatch).toHaveBeenCalledWith({ alignmentMobile: "center" }, "alignmentMobile");
  });

  it("resets a device's own value to the wider device's", async () => {
    const onPatch = renderOn("tablet", { alignment: "left", alignmentTablet: "center" });
    expect(screen.getByLabelText("Alignment · Tablet")).toHaveValue("center");
    await userEvent.click(screen.getByRole("button", { name: "Use the desktop's" }));
    expect(onPatch).toHaveBeenCalledWith({ alignmentTablet: null }, "alignmentTablet");
  });
});
