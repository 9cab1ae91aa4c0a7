import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const base = { DATA_DIR: "/tmp/sw-config-test" };

describe("analytics settings", () => {
  it("counts visits unless ANALYTICS is off, and reads CF-IPCountry unless told otherwise", async () => {
    const defaults = await loadConfig(base);
    expect(defaults.analytics).toBe(true);
    expect(defaults.analyticsCountryHeader).toBe("cf-ipcountry");
    for (const off of ["off", "false", "0"]) {
      expect((await loadConfig({ ...base, ANALYTICS: off })).analytics).toBe(false);
    }
    const custom = await loadConfig({ ...base, ANALYTICS_COUNTRY_HEADER: "X-Country-Code" });
    expect(custom.analyticsCountryHeader).toBe("x-country-code");
    const none = await loadConfig({ ...base, ANALYTICS_COUNTRY_HEADER: "none" });
    expect(none.analyticsCountryHeader).toBeNull();
  });

  it("refuses a value it cannot read, with the setting's name", async () => {
    await expect(loadConfig({ ...base, ANALYTICS: "maybe" })).rejects.toThrow(/ANALYTICS/);
    await expect(loadConfig({ ...base, ANALYTICS_COUNTRY_HEADER: "Bad Header:" })).rejects.toThrow(
      /ANALYTICS_COUNTRY_HEADER/,
    );
  });
});
