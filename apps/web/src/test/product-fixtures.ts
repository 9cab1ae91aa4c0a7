import {
  variantTitle,
  type ProductDto,
  type ProductListResult,
  type ProductVariantDto,
  type UploadedImageDto,
} from "@shopwright/sdk";
import { onTestFinished } from "vitest";
import { ok, type FakeReply, type FakeRequest } from "./fake-api";

/** A product as the API returns it; tests override what they care about. */
export function aProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  const id = overrides._id ?? "p1";
  return {
    _id: id,
    id,
    storeId: "s1",
    handle: "ceramic-mug",
    name: "Ceramic Mug",
    description: "Stoneware, 350 ml",
    price: 18.5,
    stock: 12,
    images: [],
    image: null,
    status: "draft",
    seoTitle: "",
    seoDescription: "",
    compareAtPrice: null,
    sku: "",
    weightGrams: 0,
    tags: [],
    productType: "",
    options: [],
    variants: [],
    createdAt: "2025-02-01T10:00:00.000Z",
    updatedAt: "2025-02-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A variant as the API returns it; its title is made from its options. */
export function aVariant(
  overrides: Partial<ProductVariantDto> & Pick<ProductVariantDto, "id" | "options">,
): ProductVariantDto {
  return {
    title: variantTitle(overrides.options),
    price: 25,
    compareAtPrice: null,
    sku: "",
    stock: 0,
    image: null,
    weightGrams: 0,
    ...overrides,
  };
}

/**
 * A T-shirt sold in sizes S and M, white and blue, of which "M / Blue" costs more: its price
 * and stock are its variants' (lowest price, summed stock), as the API derives them.
 */
export function aTShirt(overrides: Partial<ProductDto> = {}): ProductDto {
  const variants = [
    aVariant({ id: "v-s-white", options: ["S", "White"], price: 25, stock: 4, sku: "TS-S-W" }),
    aVariant({ id: "v-s-blue", options: ["S", "Blue"], price: 25, stock: 2 }),
    aVariant({ id: "v-m-white", options: ["M", "White"], price: 25, stock: 0 }),
    aVariant({
      id: "v-m-blue",
      options: ["M", "Blue"],
      price: 28,
      compareAtPrice: 35,
      stock: 6,
      image: "/uploads/s1/shirt-blue.webp",
      weightGrams: 200,
    }),
  ];
  return aProduct({
    _id: "p-shirt",
    handle: "organic-t-shirt",
    name: "Organic T-shirt",
    description: "Soft organic cotton.",
    price: 25,
    stock: 12,
    images: [
      { url: "/uploads/s1/shirt.webp", originalName: "shirt.png" },
      { url: "/uploads/s1/shirt-blue.webp", originalName: "shirt-blue.png" },
    ],
    image: "/uploads/s1/shirt.webp",
    tags: ["summer", "cotton"],
    productType: "T-shirts",
    options: [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["White", "Blue"] },
    ],
    variants,
    ...overrides,
  });
}

/** One page of a list answer. */
export function aProductPage(
  products: ProductDto[],
  { page = 1, limit = 12, total = products.length }: Partial<ProductListResult> = {},
): ProductListResult {
  return { products, total, page, limit, totalPages: Math.ceil(total / limit) };
}

export function anUploadedImage(overrides: Partial<UploadedImageDto> = {}): UploadedImageDto {
  return {
    _id: "img1",
    url: "/uploads/s1/mug.webp",
    originalName: "mug.png",
    publicId: "mug-1",
    webUrl: "/uploads/s1/mug-web.webp",
    contentType: "image/webp",
    width: 800,
    height: 600,
    size: 120_000,
    ...overrides,
  };
}

/**
 * A store's catalogue that changes like the server's: PUT and bulk replies are written back,
 * so a list refetched after a mutation shows the new state.
 */
export function fakeCatalogue(initial: ProductDto[]) {
  let products = [...initial];
  return {
    get products() {
      return products;
    },
    list: (request: FakeRequest): FakeReply => {
      const limit = Number(request.query.get("limit") ?? 12);
      const page = Number(request.query.get("page") ?? 1);
      const status = request.query.get("status");
      const matching = products.filter((product) => !status || product.status === status);
      return ok(
        aProductPage(matching.slice((page - 1) * limit, page * limit), {
          page,
          limit,
          total: matching.length,
        }),
      );
    },
    replace: (product: ProductDto) => {
      products = products.map((each) => (each._id === product._id ? product : each));
    },
    remove: (ids: string[]) => {
      products = products.filter((product) => !ids.includes(product._id));
    },
  };
}

/**
 * Uploads go through XMLHttpRequest for their progress. This stand-in reports `progress`
 * and then hands the request to the fetch-level fake, so routes and the request log work.
 */
export function fakeUploads({ progress = [0.4] }: { progress?: number[] } = {}) {
  const sent: FormData[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = "";
    private method = "GET";
    private url = "";
    private headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: FormData) {
      sent.push(body);
      for (const fraction of progress) {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: fraction * 100,
          total: 100,
        } as ProgressEvent);
      }
      void fetch(this.url, { method: this.method, headers: this.headers, body })
        .then(async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch(() => this.onerror?.());
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  onTestFinished(() => {
    globalThis.XMLHttpRequest = original;
  });
  return { sent };
}
