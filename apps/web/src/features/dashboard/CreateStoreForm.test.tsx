import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { CreateStoreForm } from "./CreateStoreForm";

describe("CreateStoreForm", () => {
  it("explains that the site goes live at its free address before any domain is connected", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/launch/site-address": (request) =>
        ok({
          url: request.query.get("storeName") ? "http://blue-bottle.localhost:3000" : null,
        }),
    });
    renderAt(<CreateStoreForm onClose={vi.fn()} />);
    expect(screen.getByText(/made from the store's name/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Store name"), "Blue Bottle");
    expect(await screen.findByText("blue-bottle.localhost:3000")).toBeInTheDocument();
    expect(screen.getByText(/with nothing to set up/)).toBeInTheDocument();
    // Asked once typing settles, not on every key.
    const asked = requests.filter((request) => request.path === "/api/launch/site-address");
    expect(asked.map((request) => request.query.get("storeName"))).toEqual(["Blue Bottle"]);
  });
});
