import { PERMISSION_MESSAGES, type StoreSummaryDto } from "@shopwright/sdk";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aStore } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { StoreCard } from "./StoreCard";
import { StoreRow } from "./StoreRow";

const site = { url: "http://acme-coffee.localhost:3000", publishedAt: "2026-11-22T10:00:00Z" };

describe.each([
  ["card", StoreCard],
  ["row", StoreRow],
])("Store %s", (_kind, Item) => {
  const renderItem = (store: StoreSummaryDto, onDelete = vi.fn()) => {
    renderAt(<Item store={store} onDelete={onDelete} />);
    return { onDelete, item: screen.getByRole("article") };
  };

  it("shows a published site as live, apart from a pending approval", () => {
    const { item } = renderItem(aStore({ approved: false, site }));
    expect(within(item).getByText("Project is paused")).toBeInTheDocument();
    const link = within(item).getByRole("link", { name: /acme-coffee\.localhost:3000/ });
    expect(link).toHaveAttribute("href", site.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(item).getByText(/^Published /)).toBeInTheDocument();
  });

  it("says a store nothing was published for is not published yet", () => {
    const { item } = renderItem(aStore({ approved: true }));
    expect(within(item).getByText("Project is active")).toBeInTheDocument();
    expect(within(item).getByText("Not published yet")).toBeInTheDocument();
  });

  it("lets an owner delete", async () => {
    const user = userEvent.setup();
    const owner = renderItem(aStore({ role: "owner" }));
    await user.click(within(owner.item).getByRole("button", { name: "Delete" }));
    expect(owner.onDelete).toHaveBeenCalledTimes(1);
  });

  it("disables delete for a member, with the reason", async () => {
    const user = userEvent.setup();
    const member = renderItem(aStore({ role: "member" }));
    const button = within(member.item).getByRole("button", { name: "Delete" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("title", PERMISSION_MESSAGES.admin);
    await user.click(button);
    expect(member.onDelete).not.toHaveBeenCalled();
    // A toast says why (toasts of earlier tests may still be leaving).
    expect((await screen.findAllByText(PERMISSION_MESSAGES.admin)).length).toBeGreaterThan(0);
  });
});
