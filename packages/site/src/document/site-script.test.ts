// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_SCRIPT } from "./site-script.js";

// The script against a real server on loopback: what it posts and what it does with answers.
interface Seen {
  path: string;
  accept: string | undefined;
  body: string;
}
const seen: Seen[] = [];
const answers = new Map<string, { status: number; body: unknown }>();
let server: Server;
let origin = "";

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      const path = req.url ?? "";
      seen.push({ path, accept: req.headers.accept, body });
      const answer = answers.get(path) ?? { status: 404, body: { success: false, message: "No" } };
      res.writeHead(answer.status, {
        "content-type": "application/json",
        "access-control-allow-origin": "*",
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  document.cookie = "sw_cart_count=3";
  document.body.innerHTML = `<a href="/cart">Cart<span data-sw-cart-count hidden></span></a>`;
  new Function(SITE_SCRIPT)();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const badge = () => document.querySelector<HTMLElement>("[data-sw-cart-count]")!;

function cartForm(action: string): HTMLFormElement {
  const holder = document.createElement("div");
  holder.innerHTML = `<form method="post" action="${action}" data-sw-cart="/cart"><input type="hidden" name="productId" value="p1"><input type="number" name="quantity" value="2"><button type="submit">Add to cart</button></form>`;
  document.body.append(holder);
  return holder.querySelector("form")!;
}

const statusOf = async (form: Element) => {
  await vi.waitFor(() => expect(form.querySelector(".sw-form-status")).not.toBeNull());
  return form.querySelector(".sw-form-status")!;
};

describe("SITE_SCRIPT", () => {
  it("stays small: at most 5 KB gzipped", () => {
    expect(gzipSync(SITE_SCRIPT).length).toBeLessThanOrEqual(5 * 1024);
  });

  it("shows the cart cookie's count, and hides a count of none", () => {
    expect(badge().textContent).toBe("3");
    expect(badge().hidden).toBe(false);
    document.cookie = "sw_cart_count=0";
    window.dispatchEvent(new Event("pageshow"));
    expect(badge().hidden).toBe(true);
  });

  it("adds to the cart in the background, updates the count and says so in the answer's words", async () => {
    answers.set("/cart/items", {
      status: 201,
      body: {
        success: true,
        data: {
          cart: { itemCount: 5 },
          message: "In den Warenkorb gelegt.",
          link: "Warenkorb ansehen",
        },
      },
    });
    const form = cartForm(`${origin}/cart/items`);
    form.requestSubmit();
    const status = await statusOf(form);
    expect(seen.at(-1)).toEqual({
      path: "/cart/items",
      accept: "application/json",
      body: "productId=p1&quantity=2",
    });
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toBe("In den Warenkorb gelegt. Warenkorb ansehen");
    expect(status.querySelector("a")?.getAttribute("href")).toBe("/cart");
    expect(badge().textContent).toBe("5");
    expect(badge().hidden).toBe(false);
    expect(form.querySelector("button")!.disabled).toBe(false);
    // A second add replaces the message rather than stacking another.
    form.requestSubmit();
    await vi.waitFor(() => expect(seen.filter((s) => s.path === "/cart/items")).toHaveLength(2));
    await vi.waitFor(() => expect(form.querySelectorAll(".sw-form-status")).toHaveLength(1));
  });

  it("shows the server's message when it refuses", async () => {
    answers.set("/cart/full", { status: 409, body: { success: false, message: "Only 1 left" } });
    const form = cartForm(`${origin}/cart/full`);
    form.requestSubmit();
    expect((await statusOf(form)).textContent).toBe("Only 1 left");
  });

  it("posts the form the plain way when the network fails", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const form = cartForm("http://127.0.0.1:1/cart/items");
    form.requestSubmit();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.contexts[0]).toBe(form);
    submit.mockRestore();
  });

  it("still replaces a site form with the server's thanks", async () => {
    answers.set("/forms/newsletter", {
      status: 200,
      body: { success: true, data: { message: "Thanks!" } },
    });
    const holder = document.createElement("div");
    holder.innerHTML = `<form method="post" action="${origin}/forms/newsletter" data-sw-form="newsletter"><input name="email" value="a@b.co"><button type="submit">Join</button></form>`;
    document.body.append(holder);
    holder.querySelector("form")!.requestSubmit();
    await vi.waitFor(() => expect(holder.querySelector("form")).toBeNull());
    expect(holder.textContent).toBe("Thanks!");
    expect(seen.at(-1)?.body).toBe("email=a%40b.co");
  });
});
