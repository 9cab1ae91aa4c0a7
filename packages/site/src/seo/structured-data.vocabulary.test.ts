import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Parser } from "n3";
import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { relativeHref } from "../render/resolve-link.js";
import { createStorefront } from "../storefront/storefront.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { organizationJsonLd, productJsonLd, type JsonLdNode } from "./structured-data.js";

/**
 * The schema.org vocabulary as the @vocabulary/schema package ships it (pinned to 1.1.0 in
 * packages/site/package.json): schema.org's own "schemaorg-current-http.nt" release
 * (https://schema.org/version/latest/schemaorg-current-http.nt, the package's meta.nt), as
 * N-Quads, read with N3.js.
 */
const SDO = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

interface Vocabulary {
  classes: Set<string>;
  /** Direct supertypes of each type (classes and data types). */
  supers: Map<string, Set<string>>;
  properties: Set<string>;
  domains: Map<string, Set<string>>;
  ranges: Map<string, Set<string>>;
  /** Each enumeration member's types: InStock is an ItemAvailability. */
  memberOf: Map<string, Set<string>>;
}

function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve("@vocabulary/schema/schema.nq");
  const quads = new Parser({ format: "N-Quads" }).parse(readFileSync(file, "utf8"));
  const vocabulary: Vocabulary = {
    classes: new Set(),
    supers: new Map(),
    properties: new Set(),
    domains: new Map(),
    ranges: new Map(),
    memberOf: new Map(),
  };
  const add = (map: Map<string, Set<string>>, key: string, value: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const { subject, predicate, object } of quads) {
    if (!subject.value.startsWith(SDO) || object.termType !== "NamedNode") continue;
    const name = subject.value.slice(SDO.length);
    const target = object.value.startsWith(SDO) ? object.value.slice(SDO.length) : null;
    if (predicate.value === RDF_TYPE && object.value === RDFS_CLASS) vocabulary.classes.add(name);
    else if (predicate.value === RDF_TYPE && object.value === RDF_PROPERTY)
      vocabulary.properties.add(name);
    else if (predicate.value === RDF_TYPE && target) add(vocabulary.memberOf, name, target);
    else if (predicate.value === SUBCLASS_OF && target) add(vocabulary.supers, name, target);
    else if (predicate.value === `${SDO}domainIncludes` && target)
      add(vocabulary.domains, name, target);
    else if (predicate.value === `${SDO}rangeIncludes` && target)
      add(vocabulary.ranges, name, target);
  }
  return vocabulary;
}

const vocabulary = loadVocabulary();

/** The type and every type above it. */
function lineage(type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(vocabulary.supers.get(next) ?? []));
  }
  return seen;
}

const isA = (type: string, expected: string) => lineage(type).has(expected);
const SCHEMA_IRI = /^https?:\/\/schema\.org\//;

/** Why a string cannot be a value of a property with these ranges, or null when it can. */
function stringProblem(value: string, ranges: Set<string>): string | null {
  const isUrl = /^https?:\/\/[^\s]+$/.test(value);
  for (const range of ranges) {
    if (isA(range, "Text") && range !== "URL") return null;
    if (range === "URL" && isUrl) return null;
    // A class value may be given by its address, an enumeration value by its schema.org IRI.
    if (isA(range, "Enumeration")) {
      const member = value.replace(SCHEMA_IRI, "");
      if (
        SCHEMA_IRI.test(value) &&
        [...(vocabulary.memberOf.get(member) ?? [])].some((t) => isA(t, range))
      )
        return null;
    } else if (vocabulary.classes.has(range) && !isA(range, "DataType") && isUrl) return null;
  }
  return `"${value}" is none of ${[...ranges].join(", ")}`;
}

/** Every problem of a JSON-LD node against the vocabulary, with where it is. */
function problemsOf(node: JsonLdNode, at = "$"): string[] {
  const type = node["@type"];
  if (!vocabulary.classes.has(type)) return [`${at}: ${type} is not a schema.org type`];
  const problems: string[] = [];
  for (const [property, raw] of Object.entries(node)) {
    if (property.startsWith("@")) continue;
    const where = `${at}.${property}`;
    if (!vocabulary.properties.has(property)) {
      problems.push(`${where}: ${property} is not a schema.org property`);
      continue;
    }
    const domains = vocabulary.domains.get(property) ?? new Set();
    if (![...domains].some((domain) => isA(type, domain))) {
      problems.push(`${where}: ${property} is not a property of ${type}`);
    }
    const ranges = vocabulary.ranges.get(property) ?? new Set<string>();
    const values = Array.isArray(raw) ? raw : [raw];
    values.forEach((value: unknown, i) => {
      const here = Array.isArray(raw) ? `${where}[${i}]` : where;
      if (typeof value === "string") {
        const problem = stringProblem(value, ranges);
        if (problem) problems.push(`${here}: ${problem}`);
      } else if (typeof value === "number") {
        if (![...ranges].some((range) => isA(range, "Number")))
          problems.push(`${here}: a number is none of ${[...ranges].join(", ")}`);
      } else if (typeof value === "boolean") {
        if (!ranges.has("Boolean")) problems.push(`${here}: a boolean is not expected`);
      } else if (typeof value === "object" && value !== null && "@type" in value) {
        const inner = value as JsonLdNode;
        if (![...ranges].some((range) => isA(inner["@type"], range)))
          problems.push(`${here}: a ${inner["@type"]} is none of ${[...ranges].join(", ")}`);
        problems.push(...problemsOf(inner, here));
      } else {
        problems.push(`${here}: ${JSON.stringify(value)} is no JSON-LD value`);
      }
    });
  }
  return problems;
}

const aProduct = () =>
  productJsonLd({
    name: "Guji Natural",
    description: "Blueberry and jasmine, roasted light.",
    images: ["https://bean-there.example/uploads/guji.webp"],
    sku: "GUJI-250",
    url: "https://bean-there.example/products/guji-natural-1a2b3c4d",
    offers: [
      {
        priceMinor: 1850,
        currency: "usd",
        isInStock: false,
        url: "https://bean-there.example/products/guji-natural-1a2b3c4d",
      },
    ],
  });

const anOrganization = () =>
  organizationJsonLd({
    name: "Bean There",
    url: "https://bean-there.example/",
    logo: "https://bean-there.example/uploads/logo.png",
    sameAs: ["https://www.instagram.com/beanthere/"],
  });

describe("structured data against the schema.org vocabulary", () => {
  it("reads the vocabulary", () => {
    expect(vocabulary.classes.size).toBeGreaterThan(500);
    expect(isA("Product", "Thing")).toBe(true);
    expect(vocabulary.memberOf.get("InStock")).toContain("ItemAvailability");
  });

  it("finds nothing wrong with what a published site's pages carry", () => {
    const shop = createStorefront({
      siteName: "Bean There",
      layout: normalizeLayout({
        pages: [
          {
            name: "Home",
            sections: [
              { type: "hero", props: { title: "Coffee", image: "/uploads/hero.webp" } },
              { type: "social", props: { platform: "Instagram", handle: "beanthere" } },
            ],
          },
        ],
      }),
      theme: { ...DEFAULT_THEME, logoUrl: "/uploads/logo.png" },
      products: [
        {
          id: "1a2b3c4d-0000-4000-8000-000000000001",
          name: "Guji Natural",
          description: "Blueberry and jasmine.",
          priceMinor: 1200,
          images: ["/uploads/guji.webp"],
          isInStock: true,
        },
      ],
      currency: "JPY",
      mode: "publish",
      siteUrl: "https://bean-there.example",
      hrefFor: relativeHref,
      assetHref: relativeHref,
      siteCss: "",
      fontPath: () => "/_fonts/x.woff2",
    });
    const nodes = shop
      .paths()
      .flatMap((path) =>
        [
          ...(shop.render(path)?.html ?? "").matchAll(
            /<script type="application\/ld\+json">(.*?)<\/script>/g,
          ),
        ].map((match) => JSON.parse(match[1]!) as JsonLdNode),
      );
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization", "Product"]);
    expect(nodes.flatMap((node) => problemsOf(node))).toEqual([]);
    expect(nodes[1]!.offers).toMatchObject({ price: "1200", priceCurrency: "JPY" });
  });

  it("finds nothing wrong with a product with variants, as its page carries it", () => {
    const shop = createStorefront({
      siteName: "Field Goods",
      layout: normalizeLayout({ pages: [{ name: "Home", sections: [{ type: "hero" }] }] }),
      theme: DEFAULT_THEME,
      products: [
        {
          id: "1a2b3c4d-0000-4000-8000-000000000002",
          name: "Field Tee",
          description: "Heavy cotton.",
          priceMinor: 1800,
          compareAtMinor: 2400,
          images: ["/uploads/tee.webp", "/uploads/tee-blue.webp"],
          isInStock: true,
          sku: "TEE",
          options: [{ name: "Size", values: ["S", "M"] }],
          variants: [
            { id: "v1", title: "S", options: ["S"], priceMinor: 1800, stock: 0, sku: "TEE-S" },
            {
              id: "v2",
              title: "M",
              options: ["M"],
              priceMinor: 2000,
              stock: 4,
              image: "/uploads/tee-blue.webp",
            },
          ],
        },
      ],
      currency: "EUR",
      mode: "publish",
      siteUrl: "https://field.example",
      hrefFor: relativeHref,
      assetHref: relativeHref,
      siteCss: "",
      fontPath: () => "/_fonts/x.woff2",
    });
    const path = shop.paths().find((p) => p.startsWith("/products/"))!;
    const [group] = [
      ...(shop.render(path)?.html ?? "").matchAll(
        /<script type="application\/ld\+json">(.*?)<\/script>/g,
      ),
    ].map((match) => JSON.parse(match[1]!) as JsonLdNode);
    expect(problemsOf(group!)).toEqual([]);
    expect(group).toMatchObject({ "@type": "ProductGroup", sku: "TEE", variesBy: ["Size"] });
    expect(group!.hasVariant).toMatchObject([
      {
        sku: "TEE-S",
        offers: {
          price: "18.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/OutOfStock",
        },
      },
      {
        image: "https://field.example/uploads/tee-blue.webp",
        offers: { price: "20.00", availability: "https://schema.org/InStock" },
      },
    ]);
  });

  it("finds nothing wrong with the Product of a product page, offer included", () => {
    expect(problemsOf(aProduct())).toEqual([]);
  });

  it("finds nothing wrong with the Organization of the home page", () => {
    expect(problemsOf(anOrganization())).toEqual([]);
  });

  it("finds nothing wrong with several offers, the shape variants will have", () => {
    const product = aProduct();
    product.offers = [product.offers, product.offers];
    expect(problemsOf(product)).toEqual([]);
  });

  it("refuses a property schema.org does not have", () => {
    expect(problemsOf({ ...aProduct(), colour: "red" })).toEqual([
      "$.colour: colour is not a schema.org property",
    ]);
  });

  it("refuses a property of another type", () => {
    expect(problemsOf({ ...anOrganization(), sku: "X" })).toEqual([
      "$.sku: sku is not a property of Organization",
    ]);
  });

  it("refuses a type that does not exist and a value of the wrong kind", () => {
    expect(problemsOf({ "@type": "Produce", name: "x" })).toEqual([
      "$: Produce is not a schema.org type",
    ]);
    const product = aProduct();
    product.offers = {
      ...(product.offers as JsonLdNode),
      availability: "https://schema.org/Plenty",
    };
    expect(problemsOf(product)).toEqual([
      '$.offers.availability: "https://schema.org/Plenty" is none of ItemAvailability',
    ]);
    expect(problemsOf({ ...aProduct(), offers: "cheap" })[0]).toMatch(
      /^\$\.offers: "cheap" is none of/,
    );
  });
});
