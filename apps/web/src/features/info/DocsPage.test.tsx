import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { DocsPage } from "./DocsPage";

describe("DocsPage", () => {
  it("has a table of contents whose every entry points at a section on the page", () => {
    const { container } = renderAt(<DocsPage />, "/docs");
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
  });

  it("covers install, every configuration variable and the API envelope", () => {
    renderAt(<DocsPage />, "/docs");
    expect(screen.getAllByText("npm install").length).toBeGreaterThan(0);
    expect(screen.getAllByText("npm start").length).toBeGreaterThan(0);
    const config = screen.getByRole("table", { name: "Environment variables" });
    for (const name of [
      "PORT",
      "DATA_DIR",
      "DATABASE_URL",
      "JWT_SECRET",
      "PUBLIC_URL",
      "INVITE_CODE",
    ]) {
      expect(
        within(config).getByRole("rowheader", { name: new RegExp(`^${name}`) }),
      ).toBeInTheDocument();
    }
    const auth = screen.getByRole("table", { name: "Auth endpoints" });
    expect(within(auth).getAllByText("/api/auth/login")).not.toHaveLength(0);
    expect(screen.getByRole("table", { name: "Store endpoints" })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Failure" })).toHaveTextContent('"success": false');
    expect(screen.getByRole("figure", { name: "Success" })).toHaveTextContent('"success": true');
  });
});
