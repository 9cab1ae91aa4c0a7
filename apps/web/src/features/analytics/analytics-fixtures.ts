import type { AnalyticsReportDto, AnalyticsTotalsDto } from "@shopwright/sdk";

const totals = (overrides: Partial<AnalyticsTotalsDto> = {}): AnalyticsTotalsDto => ({
  visitors: 0,
  pageViews: 0,
  productViews: 0,
  addsToCart: 0,
  checkouts: 0,
  orders: 0,
  revenueMinor: 0,
  averageOrderMinor: null,
  conversionRate: null,
  ...overrides,
});

/** A report as the API answers it: 7 days with visits and sales, or `empty` with none. */
export function aReport(
  overrides: Partial<AnalyticsReportDto> = {},
  { isEmpty = false } = {},
): AnalyticsReportDto {
  const days = ["21", "22", "23", "24", "25", "26", "27"];
  return {
    range: { from: "2026-11-21", to: "2026-11-27", days: 7 },
    previousRange: { from: "2026-11-14", to: "2026-11-20", days: 7 },
    timeZone: "UTC",
    currency: "USD",
    isCounting: true,
    granularity: "day",
    totals: isEmpty
      ? totals()
      : totals({
          visitors: 1200,
          pageViews: 3400,
          productViews: 800,
          addsToCart: 150,
          checkouts: 60,
          orders: 30,
          revenueMinor: 123_450,
          averageOrderMinor: 4115,
          conversionRate: 0.025,
        }),
    previous: isEmpty
      ? totals()
      : totals({ visitors: 1000, pageViews: 3400, orders: 0, revenueMinor: 0, conversionRate: 0 }),
    series: days.map((day, index) => ({
      start: `2026-11-${day}T00:00:00.000Z`,
      visitors: isEmpty ? 0 : 100 + index * 20,
      pageViews: isEmpty ? 0 : 300 + index * 40,
      orders: isEmpty ? 0 : 4,
      revenueMinor: isEmpty ? 0 : 17_000,
    })),
    pages: isEmpty
      ? []
      : [
          { path: "/", pageViews: 2000 },
          { path: "/products/guji-natural", pageViews: 800 },
        ],
    referrers: isEmpty
      ? []
      : [
          { source: null, visitors: 700 },
          { source: "google.com", visitors: 500 },
        ],
    devices: isEmpty
      ? []
      : [
          { device: "mobile", visitors: 800 },
          { device: "desktop", visitors: 400 },
        ],
    countries: isEmpty ? [] : [{ country: "DE", visitors: 300 }],
    funnel: [
      { step: "product_view", visitors: isEmpty ? 0 : 600 },
      { step: "add_to_cart", visitors: isEmpty ? 0 : 120 },
      { step: "checkout", visitors: isEmpty ? 0 : 45 },
      { step: "order", visitors: isEmpty ? 0 : 30 },
    ],
    ...overrides,
  };
}
