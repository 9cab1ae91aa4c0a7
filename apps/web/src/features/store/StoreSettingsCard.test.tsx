import { PERMISSION_MESSAGES } from "@shopwright/sdk";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { StoreSettingsCard } from "./StoreSettingsCard";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });
const card = () => screen.getByRole("region", { name: "Settings" });

describe("StoreSettingsCard", () => {
  it("saves a new domain, lower-cased, and says so", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "PUT /api/store/s1": (request) => ok({ store: { ...store, ...(request.body as object) } }),
    });
    renderAt(<StoreSettingsCard store={store} />);
    expect(within(card()).getByRole("button", { name: "Save" })).toBeDisabled();
    const domain = within(card()).getByLabelText("Domain");
    await user.clear(domain);
    await user.type(domain, "Acme.Shop");
    await user.click(within(card()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Store settings saved")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      storeName: "Acme Coffee",
      domain: "acme.shop",
    });
  });

  it("shows the contract's text for a bad domain and the server's for a taken one", async () => {
    const user = userEvent.setup();
    fakeApi({
      "PUT /api/store/s1": fail(409, "A store with this domain already exists", "domain_taken"),
    });
    renderAt(<StoreSettingsCard store={store} />);
    const domain = within(card()).getByLabelText("Domain");
    await user.clear(domain);
    await user.type(domain, "not a domain");
    await user.click(within(card()).getByRole("button", { name: "Save" }));
    expect(within(card()).getByRole("alert")).toHaveTextContent(
      "Enter a valid domain, like mystore.com",
    );
    await user.clear(domain);
    await user.type(domain, "taken.com");
    await user.click(within(card()).getByRole("button", { name: "Save" }));
    expect(await within(card()).findByRole("alert")).toHaveTextContent(
      "A store with this domain already exists",
    );
  });

  it("asks before deleting the store, then goes back to the dashboard", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "DELETE /api/store/s1": ok({ deleted: true, restorableUntil: "2030-01-31T10:00:00.000Z" }),
    });
    renderAt(<StoreSettingsCard store={store} />);
    await user.click(within(card()).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Are you sure you want to delete this store?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete store" }));
    expect(await screen.findByTestId("location")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "DELETE")).toBe(true);
  });

  it("shows a member the settings read-only, with the reason, and no delete", () => {
    fakeApi({});
    renderAt(<StoreSettingsCard store={{ ...store, role: "member" }} />);
    expect(within(card()).getAllByText(PERMISSION_MESSAGES.admin)).toHaveLength(2);
    expect(within(card()).getByLabelText("Domain")).toBeDisabled();
    expect(within(card()).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Delete" })).toBeDisabled();
  });
});
