import { FORM_TYPES } from "@shopwright/sdk";
import { listSectionDefinitions } from "@shopwright/site";
import { describe, expect, it } from "vitest";

describe("storefront forms", () => {
  it("are exactly the section types that declare a form", () => {
    const withForm = listSectionDefinitions()
      .filter((definition) => definition.form)
      .map((definition) => definition.type);
    expect([...withForm].sort()).toEqual([...FORM_TYPES].sort());
  });
});
