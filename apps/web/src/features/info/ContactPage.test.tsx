import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { ContactPage } from "./ContactPage";

describe("ContactPage", () => {
  it("offers the forum, the chat and email, and a labelled message form", () => {
    renderAt(<ContactPage />, "/contact");
    const channels = within(screen.getByRole("region", { name: "Ways to reach us" }));
    expect(channels.getByRole("link", { name: /discussions forum/i })).toHaveAttribute(
      "href",
      "https://github.com/shopwright/shopwright/discussions",
    );
    expect(channels.getByRole("link", { name: /chat community/i })).toHaveAttribute(
      "href",
      "https://discord.gg/shopwright",
    );
    expect(channels.getByRole("link", { name: /hello@shopwright\.dev/ })).toHaveAttribute(
      "href",
      "mailto:hello@shopwright.dev",
    );
    const form = screen.getByRole("form", { name: "Send us a message" });
    expect(form).toContainElement(screen.getByLabelText("Name"));
    expect(form).toContainElement(screen.getByLabelText("Email"));
    expect(form).toContainElement(screen.getByLabelText("Topic"));
    expect(form).toContainElement(screen.getByLabelText("Message"));
  });
});
