import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SiteCollection } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { EDITOR_TEXT } from "../editor.texts";
import { CollectionControl } from "./CollectionControl";

const field = { kind: "collection" as const, key: "collectionId", label: "Collection" };
const summer: SiteCollection = { id: "c1", handle: "summer", title: "Summer", productIds: [] };
const gifts: SiteCollection = { id: "c2", handle: "gifts", title: "Gifts", productIds: [] };

function renderControl(value: string, collections: SiteCollection[]) {
  const patches: Array<Record<string, unknown>> = [];
  render(
    <CollectionControl
      field={field}
      values={{ collectionId: value }}
      context={{ pages: [], products: [], collections }}
      onPatch={(patch) => patches.push(patch)}
    />,
  );
  return { patches, select: screen.getByLabelText("Collection") as HTMLSelectElement };
}

describe("CollectionControl", () => {
  it("lists the store's collections by title and patches the chosen id", async () => {
    const { patches, select } = renderControl("", [summer, gifts]);
    expect([...select.options].map((o) => o.text)).toEqual([
      EDITOR_TEXT.allProducts,
      "Summer",
      "Gifts",
    ]);
    await userEvent.selectOptions(select, "Gifts");
    expect(patches).toEqual([{ collectionId: "c2" }]);
  });

  it("reads a deleted collection as all products, and says how to make one when there is none", () => {
    expect(renderControl("c-gone", [summer]).select.value).toBe("");
    document.body.innerHTML = "";
    const { select } = renderControl("", []);
    expect(select.disabled).toBe(true);
    expect(screen.getByText(EDITOR_TEXT.noCollections)).toBeTruthy();
  });
});
