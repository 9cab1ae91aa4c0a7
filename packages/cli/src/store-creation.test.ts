import { describe, expect, it } from "vitest";
import { storeNameFromDirectory } from "./starter-project.js";
import { placeholderDomain } from "./store-creation.js";

describe("names the CLI makes up", () => {
  it("takes a store name from the directory and a placeholder domain from the name", () => {
    expect(storeNameFromDirectory("my-store")).toBe("My Store");
    expect(storeNameFromDirectory("---")).toBe("My Store");
    expect(placeholderDomain("Ember & Bean Café")).toBe("ember-bean-cafe.example.com");
    expect(placeholderDomain("☕", "-2")).toBe("store-2.example.com");
  });
});
