import { formatMoney } from "@shopwright/site";
import { productPath } from "@shopwright/site/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox, shippingRates, shippingZones } from "../../db/schema.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

// The storefront speaks its store's language (docs/PRODUCT.md "Storefront languages"): the
// published pages, the cart, checkout and order pages, the form replies and the customer's
// mail, through the real routes on PGlite.

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-languages-", { cartRateLimit: 1000, formsRateLimit: 100 });
});
afterAll(() => t.close());

let counter = 0;

/** A selling store in `locale`: a mug on sale, a shirt with low-stock variants, a newsletter. */
async function storeIn(locale: string) {
  counter += 1;
  const { auth } = await t.signUp();
  const created = await t.call("POST", "/api/store", auth, {
    storeName: `Laden ${counter}`,
    domain: `laden${counter}-${Date.now()}.example.com`,
  });
  const storeId = created.json().data.store.id as string;
  const changed = await t.call("PUT", `/api/store/${storeId}`, auth, { locale });
  expect(changed.statusCode, changed.body).toBe(200);
  const add = async (product: Record<string, unknown>) => {
    const made = await t.call("POST", "/api/products", auth, {
      storeId,
      status: "published",
      ...product,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data.product as { _id: string; variants?: { id: string }[] };
  };
  const mug = await add({ name: "Mug", price: 12, compareAtPrice: 15, stock: 5 });
  const shirt = await add({
    name: "Shirt",
    options: [{ name: "Size", values: ["S", "M"] }],
    variants: [
      { options: ["S"], price: 20, stock: 3 },
      { options: ["M"], price: 20, stock: 1 },
    ],
  });
  const [zone] = await t.database.db
    .insert(shippingZones)
    .values({ storeId, name: "Europe", countries: ["DE", "PT", "BR"], position: 0 })
    .returning();
  await t.database.db
    .insert(shippingRates)
    .values({ zoneId: zone!.id, name: "Standard", priceMinor: 500, position: 0 });
  const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
    jsonLayout: {
      sections: [
        { type: "navbar" },
        { type: "collection" },
        { type: "newsletter", title: "News" },
        { type: "footer" },
      ],
    },
  });
  expect(published.statusCode, published.body).toBe(200);
  const host = new URL(published.json().data.url as string).host;
  return { host, slug: host.split(".")[0]!, mug, shirt };
}

const cookiesOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((response.headers["set-cookie"] as string | string[] | undefined) ?? [])
    .map((c) => c.split(";")[0])
    .join("; ");

const customer = {
  name: "Ana Souza",
  line1: "Rua Augusta 1",
  city: "São Paulo",
  postalCode: "01305-000",
  paymentMethod: "manual",
};

/** What each language must say; English is the catalogue's source. */
const CASES = [
  {
    locale: "de-DE",
    product: ["In den Warenkorb", "Angebot", "Statt ", "Nur noch 3 auf Lager", "Menge"],
    collection: ["Alle Produkte"],
    cart: ["Ihr Warenkorb", "Zur Kasse", "Rabattcode", "Gesamt", "Weiter einkaufen"],
    onlyLeft: "Von Shirt (M) ist nur noch 1 auf Lager",
    added: { message: "In den Warenkorb gelegt.", link: "Warenkorb ansehen" },
    checkout: ["Kasse", "Lieferadresse", "Land auswählen", "Deutschland", "Weiter zur Lieferung"],
    invalid: [
      "Geben Sie eine gültige E-Mail-Adresse ein",
      "Bitte prüfen Sie die markierten Felder.",
    ],
    delivery: ["Lieferung", "Bestellsumme", "Zahlungspflichtig bestellen"],
    order: [
      "Vielen Dank! Bestellung Nr. 1001",
      "Zahlung ausstehend",
      "Unbezahlt",
      "Versand (Standard)",
      "Aufgegeben am",

      "Alle Rechte vorbehalten.",
    ],
    mailSubject: /^Bestellung Nr\. 1001 bestätigt – Laden /,
    mailText: "Vielen Dank für Ihre Bestellung, Ana Souza.",
    subscribed: "Vielen Dank! Sie stehen jetzt auf der Liste.",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    formHeading: "Bitte prüfen Sie das Formular",
    notFound: "Seite nicht gefunden",
    country: "DE",
  },
  {
    locale: "pt-BR",
    product: ["Adicionar ao carrinho", "Promoção", "Antes ", "Só restam 3", "Quantidade"],
    collection: ["Todos os produtos"],
    cart: ["Seu carrinho", "Finalizar compra", "Cupom de desconto", "Total", "Continuar comprando"],
    onlyLeft: "Só resta 1 unidade de Shirt (M)",
    added: { message: "Adicionado ao carrinho.", link: "Ver carrinho" },
    checkout: ["Endereço de entrega", "Escolha um país", "Brasil", "Continuar para a entrega"],
    invalid: ["Informe um e-mail válido", "Verifique os campos destacados."],
    delivery: ["Entrega", "Total do pedido", "Finalizar pedido"],
    order: [
      "Obrigado! Pedido nº 1001",
      "Aguardando pagamento",
      "Não pago",
      "Frete (Standard)",
      "Feito em",

      "Todos os direitos reservados.",
    ],
    mailSubject: /^Pedido nº 1001 confirmado – Laden /,
    mailText: "Obrigado pelo seu pedido, Ana Souza.",
    subscribed: "Obrigado! Sua inscrição foi confirmada.",
    invalidEmail: "Informe um e-mail válido",
    formHeading: "Verifique o formulário",
    notFound: "Página não encontrada",
    country: "BR",
  },
];

describe.each(CASES)("a store in $locale", (expected) => {
  const email = `ana-${expected.locale.toLowerCase()}@example.com`;
  it("shows its product, catalogue, cart, checkout, order and 404 pages in its language", async () => {
    const store = await storeIn(expected.locale);
    const get = (url: string, cookie = "") =>
      t.app.inject({ method: "GET", url, headers: { host: store.host, cookie } });
    const form = (url: string, fields: Record<string, string>, cookie = "", accept = "text/html") =>
      t.app.inject({
        method: "POST",
        url,
        headers: {
          host: store.host,
          origin: `http://${store.host}`,
          cookie,
          accept,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const lang = `<html lang="${expected.locale}"`;

    const shirtPage = await get(productPath({ id: store.shirt._id, name: "Shirt" }));
    const mugPage = await get(productPath({ id: store.mug._id, name: "Mug" }));
    expect(mugPage.statusCode).toBe(200);
    expect(mugPage.body).toContain(lang);
    for (const text of expected.product) expect(shirtPage.body + mugPage.body).toContain(text);
    expect(mugPage.body).not.toContain("Add to cart");

    const catalogue = await get("/collection");
    expect(catalogue.body).toContain(lang);
    expect(catalogue.body).toContain(expected.collection[0]);

    const added = await form("/cart/items", { productId: store.mug._id, quantity: "2" });
    expect(added.statusCode, added.body).toBe(303);
    const cookie = cookiesOf(added);
    const cart = await get("/cart", cookie);
    expect(cart.body).toContain(lang);
    for (const text of expected.cart) expect(cart.body).toContain(text);

    // A refusal is told in the store's language, on the page and to the site's script.
    const lastShirt = { productId: store.shirt._id, variantId: store.shirt.variants![1]!.id };
    const tooMany = await form("/cart/items", { ...lastShirt, quantity: "2" }, cookie);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toContain(lang);
    expect(tooMany.body).toContain(expected.onlyLeft);
    const tooManyScripted = await form(
      "/cart/items",
      { ...lastShirt, quantity: "2" },
      cookie,
      "application/json",
    );
    expect(tooManyScripted.json().message).toContain(expected.onlyLeft);
    const scripted = await form(
      "/cart/items",
      { productId: store.mug._id },
      cookie,
      "application/json",
    );
    expect(scripted.json().data).toMatchObject(expected.added);

    const checkout = await get("/checkout", cookie);
    expect(checkout.body).toContain(lang);
    for (const text of expected.checkout) expect(checkout.body).toContain(text);
    const invalid = await form(
      "/checkout",
      { ...customer, email: "nope", country: expected.country },
      cookie,
    );
    expect(invalid.statusCode).toBe(400);
    for (const text of expected.invalid) expect(invalid.body).toContain(text);

    const buyer = { ...customer, email, country: expected.country };
    const options = await form("/checkout", buyer, cookie);
    expect(options.statusCode, options.body).toBe(200);
    for (const text of expected.delivery) expect(options.body).toContain(text);
    const rateId = /name="shippingRateId"[^>]*value="([^"]+)"/.exec(options.body)![1]!;
    const placed = await form("/checkout", { ...buyer, shippingRateId: rateId }, cookie);
    expect(placed.statusCode, placed.body).toBe(303);
    const order = await get(placed.headers.location as string);
    expect(order.body).toContain(lang);
    for (const text of expected.order) expect(order.body).toContain(text);
    // Amounts in the store's locale ("41,00 $" in German, "US$ 41,00" in Brazil).
    expect(order.body).toContain(formatMoney(4100, "USD", expected.locale));
    expect(formatMoney(4100, "USD", expected.locale)).toMatch(/^(US\$\s41,00|41,00\s\$)$/);

    // The confirmation goes out after the order's transaction.
    const mail = await vi.waitFor(async () => {
      const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(mail.subject).toMatch(expected.mailSubject);
    expect(mail.textBody).toContain(expected.mailText);
    expect(mail.htmlBody).toContain(expected.mailText.split(",")[0]);

    const missing = await get("/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(lang);
    expect(missing.body).toContain(expected.notFound);
  });

  it("answers its storefront forms in its language", async () => {
    const store = await storeIn(expected.locale);
    const post = (fields: Record<string, string>, accept: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/${store.slug}/forms/newsletter`,
        headers: {
          host: store.host,
          accept,
          "content-type": "application/x-www-form-urlencoded",
          referer: `http://${store.host}/`,
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const subscribed = await post(
      { form: "newsletter", email: "ana@example.com" },
      "application/json",
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().data.message).toBe(expected.subscribed);
    const refused = await post({ form: "newsletter", email: "nope" }, "application/json");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(expected.invalidEmail);
    const page = await post({ form: "newsletter", email: "nope" }, "text/html");
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`<html lang="${expected.locale.slice(0, 2)}"`);
    expect(page.body).toContain(expected.formHeading);
    expect(page.body).toContain(expected.invalidEmail);
  });
});
