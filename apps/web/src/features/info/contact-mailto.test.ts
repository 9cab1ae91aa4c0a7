import { describe, expect, it } from "vitest";
import { buildContactMailto } from "./contact-mailto";

describe("buildContactMailto", () => {
  it("addresses the team and carries the subject and body, encoded for mail apps", () => {
    const href = buildContactMailto({
      name: " Ada Lovelace ",
      email: "ada@example.com",
      topic: "Invite code request",
      message: "Could I join the beta? 50% of my shop is ready & waiting.",
    });
    expect(href.startsWith("mailto:hello@shopwright.dev?")).toBe(true);
    // Spaces as %20, not +, which some mail apps show literally.
    expect(href).not.toContain("+");
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Invite code request from Ada Lovelace");
    expect(params.get("body")).toBe(
      "Could I join the beta? 50% of my shop is ready & waiting.\n\nAda Lovelace <ada@example.com>",
    );
  });
});
