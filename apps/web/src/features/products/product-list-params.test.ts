import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_PARAMS,
  readListParams,
  toListQuery,
  writeListParams,
} from "./product-list-params";

describe("readListParams", () => {
  it("uses the PRODUCT.md §9 defaults for an empty query", () => {
    expect(readListParams(new URLSearchParams("storeId=s1"))).toEqual(DEFAULT_LIST_PARAMS);
  });

  it("reads every field", () => {
    const query = new URLSearchParams(
      "page=3&limit=48&search=%20mug%20&sortBy=createdAt&sortDir=desc&status=published",
    );
    expect(readListParams(query)).toEqual({
      page: 3,
      limit: 48,
      search: "mug",
      sortBy: "createdAt",
      sortDir: "desc",
      status: "published",
    });
  });

  it("falls back on values the list does not offer", () => {
    const query = new URLSearchParams(
      "page=-2&limit=20&sortBy=colour&sortDir=sideways&status=archived",
    );
    expect(readListParams(query)).toEqual(DEFAULT_LIST_PARAMS);
    expect(readListParams(new URLSearchParams("page=1.5")).page).toBe(1);
  });
});

describe("writeListParams", () => {
  it("keeps the storeId and leaves defaults out", () => {
    expect(writeListParams("s1", DEFAULT_LIST_PARAMS).toString()).toBe("storeId=s1");
    expect(
      writeListParams("s1", { ...DEFAULT_LIST_PARAMS, page: 2, status: "draft" }).toString(),
    ).toBe("storeId=s1&page=2&status=draft");
  });
});

describe("toListQuery", () => {
  it("always sends paging and sorting, and search and status only when set", () => {
    expect(toListQuery(DEFAULT_LIST_PARAMS)).toEqual({
      page: 1,
      limit: 12,
      sortBy: "name",
      sortDir: "asc",
      search: undefined,
      status: undefined,
    });
  });
});
