import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { aReport } from "./analytics-fixtures";
import { StoreAnalyticsCard } from "./StoreAnalyticsCard";

const store = aStore({ _id: "s1" });

describe("StoreAnalyticsCard", () => {
  it("shows the last 7 days' visitors, orders and revenue, and links the analytics", async () => {
    fakeApi({ "GET /api/store/s1/analytics": ok({ report: aReport() }) });
    renderAt(<StoreAnalyticsCard store={store} />);
    const card = await screen.findByRole("region", { name: "Last 7 days" });
    expect(await within(card).findByText("1,200")).toBeInTheDocument();
    expect(within(card).getByText("30")).toBeInTheDocument();
    expect(within(card).getByText("$1,234.50")).toBeInTheDocument();
    expect(within(card).getByText("20%")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View analytics" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/analytics",
    );
  });

  it("says when the numbers could not load", async () => {
    fakeApi({ "GET /api/store/s1/analytics": fail(500) });
    renderAt(<StoreAnalyticsCard store={store} />);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
