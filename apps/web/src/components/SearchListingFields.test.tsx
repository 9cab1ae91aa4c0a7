import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SearchListingFields } from "./SearchListingFields";

function Harness({ draft = "" }: { draft?: string }) {
  const [values, setValues] = useState({ seoTitle: "", seoDescription: "" });
  return (
    <SearchListingFields
      title={values.seoTitle}
      description={values.seoDescription}
      fallbackTitle="Blue Mug – Bean There"
      fallbackDescription="Stoneware, 350 ml."
      address="bean-there.example › products › blue-mug"
      draft={() => draft}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

const preview = () => screen.getByRole("figure", { name: "Search result preview" });

describe("SearchListingFields", () => {
  it("previews the fallbacks, then what the owner types, with counters", async () => {
    render(<Harness />);
    expect(preview()).toHaveTextContent("Blue Mug – Bean There");
    expect(preview()).toHaveTextContent("Stoneware, 350 ml.");
    await userEvent.type(screen.getByLabelText("Search title"), "Blue mug for slow mornings");
    expect(preview()).toHaveTextContent("Blue mug for slow mornings");
    expect(screen.getByText("26 / 60")).toBeInTheDocument();
    expect(screen.getByText("0 / 160")).toBeInTheDocument();
  });

  it("cuts a long title in the preview as a search result would", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText("Search title"), "word ".repeat(14));
    expect(screen.getByText("70 / 60")).toHaveClass("text-amber-600");
    expect(preview().textContent).toContain("…");
  });

  it("drafts the description from the content, or says there is nothing to draft from", async () => {
    const { unmount } = render(<Harness draft="Hand-thrown stoneware from Lyon." />);
    await userEvent.click(screen.getByRole("button", { name: "Draft from content" }));
    expect(screen.getByLabelText("Search description")).toHaveValue(
      "Hand-thrown stoneware from Lyon.",
    );
    unmount();
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Draft from content" }));
    expect(screen.getByRole("status")).toHaveTextContent("There is no text to draft from yet");
  });
});
