import { ANALYTICS_MESSAGES } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStore, fail, fakeApi, ok, type FakeRequest } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { aReport } from "./analytics-fixtures";
import { AnalyticsPage } from "./AnalyticsPage";
import { daysOf } from "./analytics-range";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });
const REPORT = "GET /api/store/s1/analytics";

function renderAnalytics(path = "/dashboard/store/s1/analytics") {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId/analytics", element: <AnalyticsPage /> }],
    path,
  );
}

const reportQueries = (requests: FakeRequest[]) =>
  requests
    .filter((r) => r.path === "/api/store/s1/analytics")
    .map((r) => Object.fromEntries(r.query));

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("AnalyticsPage", () => {
  it("shows the range's numbers with their change, the funnel and the breakdowns", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [REPORT]: ok({ report: aReport() }),
    });
    renderAnalytics();
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics" })).toBeInTheDocument();
    const visitors = (await screen.findByText("Visitors", { selector: "dt span" })).closest("div")!;
    expect(within(visitors).getByText("1,200")).toBeInTheDocument();
    expect(within(visitors).getByText("20%")).toBeInTheDocument();
    const revenue = screen.getByText("Revenue", { selector: "dt span" }).closest("div")!;
    expect(within(revenue).getByText("$1,234.50")).toBeInTheDocument();
    expect(within(revenue).getByText("New")).toBeInTheDocument();
    const conversion = screen.getByText("Conversion rate", { selector: "dt span" }).closest("div")!;
    expect(within(conversion).getByText("2.5%")).toBeInTheDocument();

    const funnel = screen.getByRole("region", { name: "Funnel" });
    expect(within(funnel).getByText("Placed an order")).toBeInTheDocument();
    // 120 of 600 product viewers added to the cart.
    expect(within(funnel).getByText(/^20% of previous step/)).toBeInTheDocument();
    const sources = screen.getByRole("region", { name: "Sources" });
    expect(within(sources).getByText("Direct / none")).toBeInTheDocument();
    expect(within(sources).getByText("google.com")).toBeInTheDocument();
    const countries = screen.getByRole("region", { name: "Countries" });
    expect(within(countries).getByText("Germany")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Top pages" })).getByText("/"),
    ).toBeInTheDocument();

    expect(reportQueries(requests)[0]).toEqual(daysOf({ kind: "preset", preset: "7d" }));
  });

  it("asks for the last 30 days, and keeps the choice in the address", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [REPORT]: ok({ report: aReport() }),
    });
    const { router } = renderAnalytics();
    await screen.findByRole("region", { name: "Funnel" });
    await userEvent.click(screen.getByRole("button", { name: "Last 30 days" }));
    await waitFor(() => expect(router.state.location.search).toBe("?range=30d"));
    await waitFor(() =>
      expect(reportQueries(requests).at(-1)).toEqual(daysOf({ kind: "preset", preset: "30d" })),
    );
    expect(screen.getByRole("button", { name: "Last 30 days" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("refuses a custom range that ends before it starts, then asks for a valid one", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [REPORT]: ok({ report: aReport() }),
    });
    const { router } = renderAnalytics();
    await screen.findByRole("region", { name: "Funnel" });
    await userEvent.click(screen.getByRole("button", { name: "Custom" }));
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-11-10");
    await userEvent.clear(to);
    await userEvent.type(to, "2026-11-01");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ANALYTICS_MESSAGES.rangeReversed);
    await userEvent.clear(to);
    await userEvent.type(to, "2026-11-12");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?from=2026-11-10&to=2026-11-12"),
    );
    await waitFor(() =>
      expect(reportQueries(requests).at(-1)).toEqual({ from: "2026-11-10", to: "2026-11-12" }),
    );
  });

  it("says how visits start when there are none", async () => {
    const live = aStore({
      _id: "s1",
      site: {
        url: "http://acme.localhost:3000",
        publishedAt: "2026-11-20T10:00:00.000Z",
      },
    });
    fakeApi({
      "GET /api/store/s1": ok({ store: live }),
      [REPORT]: ok({ report: aReport({}, { isEmpty: true }) }),
    });
    renderAnalytics();
    expect(
      await screen.findByText("No visits yet — publish your site and share its address"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open your live site" })).toHaveAttribute(
      "href",
      "http://acme.localhost:3000",
    );
  });

  it("shows a failed load with a retry that asks again", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      [REPORT]: () =>
        ++calls === 1 ? fail(500, "Database unavailable") : ok({ report: aReport() }),
    });
    renderAnalytics();
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Funnel" })).toBeInTheDocument();
  });

  it("exports the range as CSV", async () => {
    const created = vi.fn((_blob: Blob) => "blob:analytics");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [REPORT]: ok({ report: aReport() }),
      "GET /api/store/s1/analytics/export": { status: 200, body: "Date (UTC),Visitors\n" },
    });
    renderAnalytics("/dashboard/store/s1/analytics?range=90d");
    await screen.findByRole("region", { name: "Funnel" });
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created.mock.calls[0]![0].text()).toBe("Date (UTC),Visitors\n");
    const call = requests.find((r) => r.path === "/api/store/s1/analytics/export");
    expect(Object.fromEntries(call?.query ?? [])).toEqual(
      daysOf({ kind: "preset", preset: "90d" }),
    );
  });
});
