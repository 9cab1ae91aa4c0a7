import { expect, test } from "@playwright/test";
import { createStoreByApi, signUpByApi } from "./fixtures";

// Four stores of different kinds, each built from one bare description as an owner would type
// it (one in Spanish: its pages, copy and the reply are Spanish), with a few products of its own. The preview of each is saved full-page at desktop and
// 390 px (screenshots/, git-ignored) for review, and checked: the owner's words are on it,
// nothing is wider than the screen, and no two stores wear the same colours.
const STORES = [
  {
    name: "Petal & Stem",
    description: "A florist in Ghent selling bouquets and dried flowers",
    products: ["Spring bouquet", "Dried pampas bundle", "Peony box"],
    words: ["Ghent", "bouquets"],
    pages: ["Home", "About", "Contact"],
    reply: /^Built /,
  },
  {
    name: "Redline",
    description: "Skate shop called REDLINE, loud and dark",
    products: ["Street deck 8.25", "Wheels 54 mm", "Grip tape"],
    words: ["REDLINE"],
    pages: ["Home", "About", "Contact"],
    reply: /^Built /,
  },
  {
    name: "Clay & Co",
    description: "I make hand-thrown ceramic mugs in Porto",
    products: ["Speckled mug", "Espresso cup", "Pour-over set"],
    words: ["Porto", "mugs"],
    pages: ["Home", "About", "Contact"],
    reply: /^Built /,
  },
  {
    name: "Miga",
    description: "Una panadería en Sevilla llamada Miga que vende pan de masa madre y bollería",
    products: ["Hogaza", "Croissant", "Pan de centeno"],
    words: ["Sevilla", "pan de masa madre", "Miga"],
    pages: ["Inicio", "Nosotros", "Contacto"],
    reply: /^He creado tu tienda/,
  },
] as const;

test("a bare description builds a designed store of its own kind, with the owner's words", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { token } = await signUpByApi(request, "Sam Maker");
  const headers = { authorization: `Bearer ${token}` };
  const looks = new Set<string>();

  for (const store of STORES) {
    const slug = store.name.toLowerCase().replace(/[^a-z]+/g, "-");
    const storeId = await createStoreByApi(request, token, store.name, `${slug}-${Date.now()}.com`);
    for (const [index, name] of store.products.entries()) {
      const made = await request.post("/api/products", {
        headers,
        data: { storeId, name, price: 12 + index * 7, stock: 10, status: "published" },
      });
      expect(made.status(), await made.text()).toBe(201);
    }
    const prompted = await request.post(`/api/store/${storeId}/ai-prompt`, {
      headers,
      data: { prompt: store.description },
    });
    expect(prompted.status(), await prompted.text()).toBe(200);
    const { data } = (await prompted.json()) as {
      data: {
        ai: { changed: boolean; reply: string };
        store: { layout: { pages: { name: string }[] } };
      };
    };
    expect(data.ai.changed).toBe(true);
    expect(data.ai.reply).toMatch(store.reply);
    expect(data.store.layout.pages.map((each) => each.name)).toEqual(
      expect.arrayContaining([...store.pages]),
    );

    const loaded = await request.get(`/api/store/${storeId}/editor`, { headers });
    const { data: editor } = (await loaded.json()) as { data: { previewToken: string } };
    await page.goto(
      `/api/store/${storeId}/preview?token=${encodeURIComponent(editor.previewToken)}`,
    );
    const body = page.locator("body");
    // The owner's words, wherever a sentence starts with them.
    for (const word of store.words) await expect(body).toContainText(word, { ignoreCase: true });
    // The store's own products are on its home page.
    await expect(body).toContainText(store.products[0]);
    // The look: page colours, the brand colour, the headline's colour and font. (Two kinds may
    // share a mood, and so its page and text colours; the brand colour varies within a mood.)
    looks.add(
      await page.evaluate(() => {
        const headline = getComputedStyle(document.querySelector("h1")!);
        const page = getComputedStyle(document.body);
        const brand = headline.getPropertyValue("--sw-primary");
        return [
          page.backgroundColor,
          page.color,
          brand,
          headline.color,
          headline.fontFamily,
        ].join();
      }),
    );

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 860 : 844 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${store.name} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `screenshots/generated-${slug}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  }
  // Four kinds, four looks.
  expect(looks.size).toBe(STORES.length);
});
