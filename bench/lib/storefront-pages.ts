/**
 * The published coffee shop the storefront benchmark audits and the size budgets hold to
 * (bench/budgets.ts), and a page's bytes read as a browser fetches them: one home for the
 * store and the measure, used by storefront.bench.ts (the server in a child process) and
 * budgets.test.ts (the server in the test's process).
 */
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { call, register } from "./harness.js";

/** The shop's twelve products; the first sells variants. */
const PRODUCTS = [
  "Ethiopia Guji Natural",
  "Colombia Huila Washed",
  "Kenya Nyeri AA",
  "Guatemala Antigua",
  "Brazil Cerrado",
  "Peru Cajamarca",
  "Rwanda Huye",
  "Honduras Marcala",
  "House Espresso",
  "Decaf Swiss Water",
  "Cold Brew Blend",
  "Gift Box Trio",
];

/** Bytes in KiB, to one decimal, as the storefront benchmark reports them. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A warm-coloured photo-like JPEG: a gradient with soft shapes, different for each n. */
async function productPhoto(n: number): Promise<Buffer> {
  const hue = (20 + n * 23) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
    <defs><radialGradient id="g" cx="${30 + (n % 5) * 10}%" cy="40%" r="80%">
      <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${hue},40%,22%)"/>
    </radialGradient></defs>
    <rect width="1200" height="1200" fill="url(#g)"/>
    <circle cx="600" cy="650" r="300" fill="hsl(${hue},30%,15%)" opacity="0.55"/>
    <ellipse cx="600" cy="600" rx="170" ry="240" fill="hsl(${(hue + 10) % 360},50%,35%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The published coffee shop: its site's address, the selling product's path, its owner's token. */
export interface PublishedShop {
  siteUrl: string;
  productPath: string;
  storeId: string;
  token: string;
}

/**
 * Builds and publishes the coffee shop through the API at `base`, as a store owner makes it:
 * "Landing page for coffee brand" sent to the AI builder, four product photos uploaded, twelve
 * products, Publish. Answers the site's address on its own host and the selling product's path.
 */
export async function publishCoffeeShop(base: string): Promise<PublishedShop> {
  const token = await register(base);
  const { data: created } = await call<{ store: { id: string } }>(
    base,
    "POST",
    "/api/store",
    token,
    {
      storeName: "Ember & Bean",
      domain: "ember-and-bean.example.com",
    },
  );
  const storeId = created.store.id;
  await call(base, "POST", `/api/store/${storeId}/ai-prompt`, token, {
    prompt: "Landing page for coffee brand",
  });

  const form = new FormData();
  for (let n = 0; n < 4; n++) {
    form.append(
      "images",
      new Blob([new Uint8Array(await productPhoto(n))], { type: "image/jpeg" }),
      `bag-${n}.jpg`,
    );
  }
  const uploaded = await fetch(`${base}/api/upload/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { images } = (
    (await uploaded.json()) as {
      data: { images: { url: string; originalName: string; publicId: string }[] };
    }
  ).data;

  let productId = "";
  for (const [n, name] of PRODUCTS.entries()) {
    const image = images[n % images.length]!;
    const { data } = await call<{ product: { _id: string } }>(
      base,
      "POST",
      "/api/products",
      token,
      {
        storeId,
        name,
        description: `${name}: roasted in small batches and shipped within two days of roasting.`,
        status: "published",
        images: [{ url: image.url, originalName: image.originalName, publicId: image.publicId }],
        // The audited product page sells variants (a picker, a gallery, a "was" price); the
        // others are single products, one of them on sale, one sold out.
        ...(n === 0
          ? {
              options: [
                { name: "Size", values: ["250 g", "1 kg"] },
                { name: "Grind", values: ["Whole bean", "Filter", "Espresso"] },
              ],
              variants: ["250 g", "1 kg"].flatMap((size, big) =>
                ["Whole bean", "Filter", "Espresso"].map((grind) => ({
                  options: [size, grind],
                  price: big ? 44 : 14,
                  compareAtPrice: big ? 52 : null,
                  stock: 12,
                })),
              ),
            }
          : {
              price: 14 + (n % 5) * 2.5,
              compareAtPrice: n === 2 ? 24 : null,
              stock: n === 7 ? 0 : 20 + n,
            }),
      },
    );
    if (n === 0) productId = data.product._id;
  }
  const { data: published } = await call<{ url: string }>(
    base,
    "POST",
    `/api/store/${storeId}/publish`,
    token,
    {},
  );
  // The site's own host, on the port this server listens on.
  const siteUrl = new URL(published.url);
  siteUrl.port = new URL(base).port;
  const { productHandle } = await import("@shopwright/site/server");
  const productPath = `/products/${productHandle({ id: productId, name: PRODUCTS[0]! })}`;
  return { siteUrl: siteUrl.origin, productPath, storeId, token };
}

/** Saves the shop's theme with other heading and body fonts, then publishes it again. */
export async function republishInFonts(
  base: string,
  shop: PublishedShop,
  fonts: { heading: string; body: string },
): Promise<void> {
  const { data: editor } = await call<{
    store: { theme: Record<string, unknown>; version: number };
    layout: { pages: Record<string, unknown>[] };
  }>(base, "GET", `/api/store/${shop.storeId}/editor`, shop.token);
  await call(base, "POST", `/api/store/${shop.storeId}/editor-update`, shop.token, {
    layout: editor.layout,
    theme: { ...editor.store.theme, fonts },
    version: editor.store.version,
  });
  await call(base, "POST", `/api/store/${shop.storeId}/publish`, shop.token, {});
}

/** A page's html; Node cannot resolve *.localhost, so it asks 127.0.0.1 with the Host header. */
export function readPage(url: string): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      { host: "127.0.0.1", port, path: pathname, headers: { host: `${hostname}:${port}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      },
    )
      .on("error", reject)
      .end();
  });
}

/** A page's bytes as a browser fetches them, without a browser. */
export interface PageBytes {
  page: string;
  url: string;
  /** The html as sent for `Accept-Encoding: gzip, deflate, br`, headers included. */
  htmlKb: number;
  fontKb: number;
  /** Everything but images: the html (stylesheet and script are inline) and the fonts. */
  nonImageKb: number;
  cssGzipKb: number;
  fonts: string[];
}

/** One GET on a fresh connection; answers the bytes read from the socket (headers and body). */
function bytesOf(url: string, host: string): Promise<{ status: number; bytes: number }> {
  const { port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      {
        host: "127.0.0.1",
        port,
        path: `${pathname}${search}`,
        agent: false,
        headers: { host, "accept-encoding": "gzip, deflate, br" },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, bytes: response.socket.bytesRead }),
        );
      },
    )
      .on("error", reject)
      .end();
  });
}

/**
 * The page's non-image bytes without a browser: the html compressed as Chromium asks for it,
 * plus every font the page preloads or declares in its inline stylesheet (an upper bound: a
 * browser skips a declared face no text uses). Scripts and styles are inline in these pages;
 * a page that links either is refused, since it would not be counted.
 */
export async function pageBytes(page: string, url: string): Promise<PageBytes> {
  const { host } = new URL(url);
  const html = await readPage(url);
  if (/<link[^>]+rel="stylesheet"|<script[^>]+src=/.test(html)) {
    throw new Error(`${url} links a stylesheet or script: pageBytes would not count it`);
  }
  const css = inlineCss(html);
  const fonts = new Set<string>();
  for (const m of html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)) fonts.add(m[1]!);
  for (const face of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    for (const m of face[0].matchAll(/url\(["']?([^"')]+)["']?\)/g)) fonts.add(m[1]!);
  }
  const htmlBytes = await bytesOf(url, host);
  let fontBytes = 0;
  for (const font of fonts) {
    const answer = await bytesOf(new URL(font, url).toString(), host);
    if (answer.status !== 200) throw new Error(`${font} answered ${answer.status}`);
    fontBytes += answer.bytes;
  }
  return {
    page,
    url,
    htmlKb: kb(htmlBytes.bytes),
    fontKb: kb(fontBytes),
    nonImageKb: kb(htmlBytes.bytes + fontBytes),
    cssGzipKb: kb(gzipSync(css).length),
    fonts: [...fonts],
  };
}

/** A page's inline stylesheets, joined: the pages link none. */
export const inlineCss = (html: string): string =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");

/**
 * Throws unless the product page sells as the benchmark means it to: an add-to-cart form, a
 * variant picker and a "was" price. Answers the page's html.
 */
export async function sellingProductPage(siteUrl: string, productPath: string): Promise<string> {
  const html = await readPage(`${siteUrl}${productPath}`);
  if (!/<form[^>]+data-sw-cart=/.test(html)) {
    throw new Error(`${productPath} has no add-to-cart form: the store does not sell`);
  }
  if (!/name="variantId"/.test(html) || !/class="sw-was"/.test(html)) {
    throw new Error(`${productPath} has no variant picker or was price: not the page meant`);
  }
  return html;
}
