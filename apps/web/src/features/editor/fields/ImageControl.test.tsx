import { deferredReply, fail, fakeApi, ok } from "../../../test/fake-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { anUploadedImage } from "../../../test/product-fixtures";
import { ImageControl } from "./ImageControl";

const field = { kind: "image" as const, key: "image", label: "Image" };

/** The control over a tiny section of its own, recording each patch and its merge key. */
function renderControl(initial: string) {
  const patches: Array<[Record<string, unknown>, string]> = [];
  function Harness() {
    const [values, setValues] = useState<Record<string, unknown>>({ image: initial });
    return (
      <ImageControl
        field={field}
        values={values}
        context={{ pages: [], products: [] }}
        onPatch={(patch, mergeKey) => {
          patches.push([patch, mergeKey]);
          setValues((current) => ({ ...current, ...patch }));
        }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { patches };
}

const importButton = () => screen.queryByRole("button", { name: "Import Image from URL" });

describe("ImageControl: Import from URL", () => {
  it("replaces a web address with the stored copy, with a busy state while it is fetched", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    const requests = fakeApi({ "POST /api/upload/image-url": reply.route });
    const { patches } = renderControl("https://cdn.example.com/hero.jpg");

    await user.click(importButton()!);
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeDisabled();
    expect(requests.find((r) => r.path === "/api/upload/image-url")?.body).toEqual({
      url: "https://cdn.example.com/hero.jpg",
    });

    reply.release(ok({ image: anUploadedImage({ url: "/uploads/ab/cd/original.jpg" }) }, 201));
    expect(await screen.findByDisplayValue("/uploads/ab/cd/original.jpg")).toBeInTheDocument();
    expect(patches).toEqual([[{ image: "/uploads/ab/cd/original.jpg" }, "image:import"]]);
    // An upload needs no import.
    expect(importButton()).toBeNull();
  });

  it("shows why the server refused and keeps the address", async () => {
    const user = userEvent.setup();
    fakeApi({
      "POST /api/upload/image-url": fail(
        415,
        "That address does not point to a JPEG, PNG, WebP or GIF image",
        "unsupported_media_type",
      ),
    });
    const { patches } = renderControl("https://example.com/page.html");
    await user.click(importButton()!);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That address does not point to a JPEG, PNG, WebP or GIF image",
    );
    expect(patches).toEqual([]);
    expect(screen.getByDisplayValue("https://example.com/page.html")).toBeInTheDocument();
    expect(importButton()).toBeEnabled();
  });

  it("offers no import for an empty field or an uploaded image", () => {
    renderControl("");
    expect(importButton()).toBeNull();
  });
});
