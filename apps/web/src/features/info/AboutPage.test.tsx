import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { AboutPage } from "./AboutPage";

describe("AboutPage", () => {
  it("explains what Shopwright is inside the shared header and footer", () => {
    renderAt(<AboutPage />, "/about");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/store builder/i);
    for (const principle of [
      "Open source",
      "Self-hostable",
      "Scoped, undoable AI edits",
      "A fast editor",
      "Instant storefronts",
      "Two-command install",
    ]) {
      expect(screen.getByRole("heading", { name: principle })).toBeInTheDocument();
    }
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("uses the same invite gate as the landing page", async () => {
    const user = userEvent.setup();
    renderAt(<AboutPage />, "/about");
    await user.click(
      within(screen.getByRole("banner")).getByRole("button", { name: "Enter code" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Invite required" });
    await user.type(within(dialog).getByLabelText("Invite code"), "TEST-CODE{Enter}");
    expect(
      await within(screen.getByRole("banner")).findByRole("link", { name: "Get Started" }),
    ).toHaveAttribute("href", "/signup");
  });
});
