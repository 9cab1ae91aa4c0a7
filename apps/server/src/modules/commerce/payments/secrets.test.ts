import { describe, expect, it } from "vitest";
import { createSecretBox, maskSecret, SecretBoxError } from "./secrets.js";

const SERVER_SECRET = "a-server-secret-of-at-least-thirty-two-chars";

describe("createSecretBox", () => {
  it("opens what it sealed, and seals one text differently each time", () => {
    const box = createSecretBox(SERVER_SECRET);
    const plain = "sk_test_51Hx… unicode ✓";
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain("sk_test");
    expect(box.open(sealed)).toBe(plain);
    expect(box.seal(plain)).not.toBe(sealed);
    expect(box.open(box.seal(""))).toBe("");
  });

  it("refuses a sealed value that was altered in any part", () => {
    const box = createSecretBox(SERVER_SECRET);
    const sealed = box.seal("whsec_abcdefghijklmnop");
    const [version, iv, tag, ciphertext] = sealed.split(".") as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, "base64url");
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString("base64url");
    };
    for (const altered of [
      [version, flip(iv), tag, ciphertext],
      [version, iv, flip(tag), ciphertext],
      [version, iv, tag, flip(ciphertext)],
      ["v2", iv, tag, ciphertext],
      [version, iv, tag],
      [version, iv.slice(2), tag, ciphertext],
    ]) {
      expect(() => box.open(altered.join("."))).toThrow(SecretBoxError);
    }
    expect(() => box.open("not sealed")).toThrow(SecretBoxError);
  });

  it("cannot open what was sealed under another server secret", () => {
    const sealed = createSecretBox(SERVER_SECRET).seal("client-secret");
    expect(() => createSecretBox(`${SERVER_SECRET}!`).open(sealed)).toThrow(SecretBoxError);
    expect(createSecretBox(SERVER_SECRET).open(sealed)).toBe("client-secret");
  });
});

describe("maskSecret", () => {
  it("shows the last four characters of a long secret, nothing of a short one", () => {
    expect(maskSecret("sk_test_51Habcdefgh3xYz")).toBe("••••3xYz");
    expect(maskSecret("short")).toBe("••••");
    expect(maskSecret("")).toBe("••••");
    expect(maskSecret("exactly12chr")).toBe("••••2chr");
  });
});
