import type { FormSubmissionDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { StoreOverviewPage } from "./StoreOverviewPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });
const URL = "http://acme-coffee.localhost:3000/";

function submission(n: number, overrides: Partial<FormSubmissionDto> = {}): FormSubmissionDto {
  return {
    _id: `f${n}`,
    formType: "contact",
    fields: { name: `Guest ${n}`, email: `guest${n}@example.com`, message: `Hello number ${n}` },
    pagePath: "/contact",
    createdAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

function renderOverview() {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId", element: <StoreOverviewPage /> }],
    "/dashboard/store/s1",
  );
}

describe("Website card", () => {
  it("shows the live address of a published store", async () => {
    fakeApi({
      "GET /api/store/s1": ok({
        store: { ...store, site: { url: URL, publishedAt: "2026-11-22T10:00:00Z" } },
      }),
      "GET /api/store/s1/deploys": ok({
        url: URL,
        deploys: [
          {
            _id: "d1",
            createdAt: "2026-11-22T10:00:00Z",
            isLive: true,
            storeVersion: 2,
            pageCount: 3,
            fileCount: 9,
            bytes: 30_000,
          },
        ],
      }),
      "GET /api/store/s1/forms": ok({ submissions: [], total: 0, page: 1, limit: 10 }),
    });
    renderOverview();
    const card = await screen.findByRole("region", { name: "Website" });
    expect(await within(card).findByRole("link", { name: URL })).toHaveAttribute("href", URL);
    expect(within(card).getByText("Live")).toBeInTheDocument();
    expect(within(card).getByText(/3 pages/)).toBeInTheDocument();
  });

  it("points to the editor before the first publish", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/deploys": ok({ url: null, deploys: [] }),
      "GET /api/store/s1/forms": ok({ submissions: [], total: 0, page: 1, limit: 10 }),
    });
    renderOverview();
    const card = await screen.findByRole("region", { name: "Website" });
    expect(await within(card).findByText("Not published")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Open the editor" })).toBeInTheDocument();
  });
});

describe("Form submissions card", () => {
  it("lists submissions, filters by form and pages through them", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/deploys": ok({ url: null, deploys: [] }),
      "GET /api/store/s1/forms": (request) => {
        const page = Number(request.query.get("page") ?? 1);
        if (request.query.get("formType") === "newsletter") {
          return ok({
            submissions: [
              submission(99, { formType: "newsletter", fields: { email: "fan@example.com" } }),
            ],
            total: 1,
            page: 1,
            limit: 10,
          });
        }
        return ok({
          submissions: [submission(page * 10 + 1), submission(page * 10 + 2)],
          total: 12,
          page,
          limit: 10,
        });
      },
    });
    const user = userEvent.setup();
    renderOverview();
    const card = await screen.findByRole("region", { name: /Form submissions/ });
    expect(await within(card).findByText("Guest 11 <guest11@example.com>")).toBeInTheDocument();
    expect(within(card).getByText("Hello number 11")).toBeInTheDocument();
    expect(within(card).getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Next" }));
    expect(await within(card).findByText("Guest 21 <guest21@example.com>")).toBeInTheDocument();
    await user.selectOptions(within(card).getByLabelText("Form"), "Newsletter");
    expect(await within(card).findByText("fan@example.com")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === "/api/store/s1/forms" &&
            r.query.get("formType") === "newsletter" &&
            r.query.get("page") === "1",
        ),
      ).toBe(true),
    );
  });

  it("has an empty state and an error state with retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/deploys": ok({ url: null, deploys: [] }),
      "GET /api/store/s1/forms": () => {
        calls += 1;
        return calls === 1
          ? fail(500, "Boom")
          : ok({ submissions: [], total: 0, page: 1, limit: 10 });
      },
    });
    const user = userEvent.setup();
    renderOverview();
    const card = await screen.findByRole("region", { name: /Form submissions/ });
    expect(await within(card).findByText("Failed to load form submissions")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Retry" }));
    expect(await within(card).findByText("No submissions yet")).toBeInTheDocument();
  });
});
