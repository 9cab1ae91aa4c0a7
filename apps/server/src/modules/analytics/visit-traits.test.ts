import { describe, expect, it } from "vitest";
import { countryOf, deviceOf, isPersonVisit, referrerHostOf } from "./visit-traits.js";

const AGENTS = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("visit traits", () => {
  it("counts browsers, and neither bots, tools, empty agents nor prefetches", () => {
    expect(isPersonVisit({ "user-agent": AGENTS.desktop })).toBe(true);
    expect(isPersonVisit({ "user-agent": AGENTS.iphone })).toBe(true);
    expect(isPersonVisit({ "user-agent": AGENTS.googlebot })).toBe(false);
    expect(isPersonVisit({ "user-agent": "curl/8.4.0" })).toBe(false);
    expect(isPersonVisit({ "user-agent": "" })).toBe(false);
    expect(isPersonVisit({})).toBe(false);
    expect(isPersonVisit({ "user-agent": AGENTS.desktop, "sec-purpose": "prefetch" })).toBe(false);
    expect(
      isPersonVisit({ "user-agent": AGENTS.desktop, "sec-purpose": "prefetch;prerender" }),
    ).toBe(false);
  });

  it("names the device from the User-Agent", () => {
    expect(deviceOf(AGENTS.desktop)).toBe("desktop");
    expect(deviceOf(AGENTS.iphone)).toBe("mobile");
    expect(deviceOf(AGENTS.ipad)).toBe("tablet");
    expect(deviceOf("something else")).toBe("other");
  });

  it("reads the country only from the configured header, and only a country code", () => {
    expect(countryOf({ "cf-ipcountry": "de" }, "cf-ipcountry")).toBe("DE");
    expect(countryOf({ "cf-ipcountry": "XX" }, "cf-ipcountry")).toBe("");
    expect(countryOf({ "cf-ipcountry": "T1" }, "cf-ipcountry")).toBe("");
    expect(countryOf({ "cf-ipcountry": "Germany" }, "cf-ipcountry")).toBe("");
    expect(countryOf({ "x-country": "FR" }, "X-Country")).toBe("FR");
    expect(countryOf({ "cf-ipcountry": "DE" }, null)).toBe("");
  });

  it("keeps a referrer's host only, never this site's own", () => {
    expect(referrerHostOf("https://www.google.com/search?q=private+words", "shop.localhost")).toBe(
      "google.com",
    );
    expect(referrerHostOf("https://news.ycombinator.com/item?id=1", "shop.localhost")).toBe(
      "news.ycombinator.com",
    );
    expect(referrerHostOf("http://shop.localhost:3000/about", "shop.localhost")).toBe("");
    expect(referrerHostOf("https://www.shop.example/", "shop.example")).toBe("");
    expect(referrerHostOf("android-app://com.google.android.gm/", "shop.localhost")).toBe("");
    expect(referrerHostOf("not a url", "shop.localhost")).toBe("");
    expect(referrerHostOf(undefined, "shop.localhost")).toBe("");
  });
});
