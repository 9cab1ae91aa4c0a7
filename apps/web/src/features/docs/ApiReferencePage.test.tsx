import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { ApiReferencePage } from "./ApiReferencePage";
import { OPENAPI_FIXTURE } from "../../test/openapi-fixture";

const raw = (body: unknown) => ({ status: 200, body });

describe("ApiReferencePage", () => {
  it("groups endpoints by tag with method, path, access, schemas, errors and a curl example", async () => {
    fakeApi({ "GET /api/openapi.json": raw(OPENAPI_FIXTURE) });
    renderAt(<ApiReferencePage />, "/docs/api");

    const auth = await screen.findByRole("region", { name: "Auth" });
    const login = within(auth).getByRole("article", { name: "Sign in" });
    expect(login).toHaveAttribute("id", "post_auth_login");
    expect(login).toHaveTextContent("POST");
    expect(login).toHaveTextContent("/api/auth/login");
    expect(login).toHaveTextContent("Public");
    const body = within(login).getByRole("list", { name: "Request body" });
    expect(body).toHaveTextContent("email");
    expect(body).toHaveTextContent("required");
    expect(within(login).getByRole("list", { name: "Response data" })).toHaveTextContent(
      "Bearer session token",
    );
    expect(within(login).getByRole("list", { name: "Error codes" })).toHaveTextContent(
      "401invalid_credentials",
    );
    const curl = within(login).getByRole("figure", { name: "Example request" });
    expect(curl).toHaveTextContent('curl -X POST "http://localhost:3000/api/auth/login"');
    expect(curl).toHaveTextContent('"email":"you@example.com"');

    const store = within(screen.getByRole("region", { name: "Stores" })).getByRole("article", {
      name: "Get a store",
    });
    expect(store).toHaveTextContent("Bearer token");
    expect(within(store).getByRole("list", { name: "Path parameters" })).toHaveTextContent("id");
    expect(within(store).getByRole("list", { name: "Response data" })).toHaveTextContent(
      "string, nullable",
    );
    expect(within(store).getByRole("figure", { name: "Example request" })).toHaveTextContent(
      "Authorization: Bearer $SHOPWRIGHT_API_KEY",
    );
    const nav = screen.getByRole("navigation", { name: "API groups" });
    expect(within(nav).getByRole("link", { name: /Stores/ })).toHaveAttribute(
      "href",
      "#tag-stores",
    );
  });

  it("filters endpoints by path, summary or error code, and says when nothing matches", async () => {
    fakeApi({ "GET /api/openapi.json": raw(OPENAPI_FIXTURE) });
    renderAt(<ApiReferencePage />, "/docs/api");
    const filter = await screen.findByRole("searchbox", { name: "Filter endpoints" });

    await userEvent.click(filter);
    await userEvent.paste("store_not_found");
    expect(await screen.findByRole("article", { name: "Get a store" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Sign in" })).not.toBeInTheDocument();

    await userEvent.clear(filter);
    await userEvent.paste("no such thing");
    expect(await screen.findByText("No endpoint matches")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear the filter" }));
    expect(await screen.findByRole("article", { name: "Sign in" })).toBeInTheDocument();
  });

  it("shows a spinner while loading and the message with a retry when loading fails", async () => {
    const pending = deferredReply();
    fakeApi({ "GET /api/openapi.json": pending.route });
    renderAt(<ApiReferencePage />, "/docs/api");
    expect(
      await screen.findByRole("status", { name: /Loading the API reference/ }),
    ).toBeInTheDocument();
    pending.release(fail(500, "Something went wrong on our side. Please try again."));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");

    fakeApi({ "GET /api/openapi.json": raw(OPENAPI_FIXTURE) });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Sign in" })).toBeInTheDocument();
  });

  it("links to the getting-started guide and the raw document", async () => {
    fakeApi({ "GET /api/openapi.json": ok({}) });
    renderAt(<ApiReferencePage />, "/docs/api");
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Getting started" })).toHaveAttribute(
      "href",
      "/docs",
    );
    expect(within(main).getByRole("link", { name: "OpenAPI 3.1 JSON" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
  });
});
