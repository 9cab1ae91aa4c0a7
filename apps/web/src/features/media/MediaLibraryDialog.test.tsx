import { MEDIA_LIMITS, type MediaItemDto, type MediaListResult } from "@shopwright/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { deferredReply, fail, fakeApi, ok, type FakeRequest } from "../../test/fake-api";
import { ImageControl } from "../editor/fields/ImageControl";
import MediaLibraryDialog from "./MediaLibraryDialog";
import { MediaStoreContext } from "./media-store";
import { MEDIA_TEXT } from "./media.texts";

const STORE = "6f1c1d2e-0000-4000-8000-000000000001";
const LIST = `GET /api/store/${STORE}/media`;

function anItem(overrides: Partial<MediaItemDto> = {}): MediaItemDto {
  return {
    id: "upload:i1",
    url: "/uploads/ab/ab000000000000000000000000000001/original.png",
    width: 1200,
    height: 800,
    fileName: "beans.png",
    alt: null,
    suggestedAlt: null,
    imageId: "i1",
    source: { kind: "upload" },
    createdAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

const beans = anItem();
const mug = anItem({
  id: "product:p1:1",
  url: "https://cdn.example.com/mug.jpg",
  width: null,
  height: null,
  fileName: null,
  suggestedAlt: "Speckled Mug",
  imageId: null,
  source: { kind: "product", productId: "p1", productName: "Speckled Mug" },
});
const bowl = anItem({
  id: "upload:i2",
  url: "/uploads/cd/cd000000000000000000000000000002/original.png",
  fileName: "bowl.png",
  alt: "A glazed bowl",
  imageId: "i2",
});

const page = (items: MediaItemDto[], nextCursor: string | null = null) =>
  ok({ items, nextCursor } satisfies MediaListResult);

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderDialog() {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(withClient(<MediaLibraryDialog storeId={STORE} onPick={onPick} onClose={onClose} />));
  return { onPick, onClose };
}

const option = (name: string) => screen.getByRole("option", { name });
const listQueries = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === "GET" && r.path.endsWith("/media"));

describe("MediaLibraryDialog", () => {
  it("shows a loading state, then the images; a search asks the server and says when nothing matches", async () => {
    const user = userEvent.setup();
    const first = deferredReply();
    const requests = fakeApi({
      [LIST]: (request) =>
        request.query.get("q") === "zebra"
          ? page([])
          : request.query.get("q")
            ? page([mug])
            : first.route(),
    });
    renderDialog();
    expect(screen.getByRole("dialog", { name: MEDIA_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: MEDIA_TEXT.loading })).toBeInTheDocument();
    first.release(page([beans, mug, bowl]));
    expect(await screen.findByRole("listbox", { name: MEDIA_TEXT.grid })).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((o) => o.getAttribute("aria-label"))).toEqual([
      "beans.png",
      "Speckled Mug",
      "bowl.png",
    ]);
    // An upload offers its stored widths; a photo elsewhere stays as it is.
    const [tile] = option("beans.png").getElementsByTagName("img");
    expect(tile?.getAttribute("srcset")).toContain("/w320 320w");
    expect(option("Speckled Mug").querySelector("img")?.getAttribute("src")).toBe(mug.url);

    await user.type(screen.getByRole("searchbox", { name: MEDIA_TEXT.search }), "mug");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    expect(listQueries(requests).at(-1)?.query.get("q")).toBe("mug");

    await user.clear(screen.getByRole("searchbox", { name: MEDIA_TEXT.search }));
    await user.type(screen.getByRole("searchbox", { name: MEDIA_TEXT.search }), "zebra");
    expect(await screen.findByText(MEDIA_TEXT.noMatchTitle)).toBeInTheDocument();
  });

  it("says what failed and loads again on Retry; an empty library offers an upload", async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({ [LIST]: () => (++calls === 1 ? fail(500) : page([])) });
    renderDialog();
    expect(await screen.findByRole("alert")).toHaveTextContent(MEDIA_TEXT.loadFailed);
    await user.click(screen.getByRole("button", { name: MEDIA_TEXT.retry }));
    expect(await screen.findByText(MEDIA_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Upload/ }).length).toBeGreaterThan(0);
  });

  it("moves with the arrow keys, picks with Enter and closes on Escape", async () => {
    const user = userEvent.setup();
    fakeApi({ [LIST]: page([beans, mug, bowl]) });
    const { onPick, onClose } = renderDialog();
    await screen.findByRole("listbox");

    option("beans.png").focus();
    await user.keyboard(" ");
    expect(option("beans.png")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(option("Speckled Mug")).toHaveAttribute("aria-selected", "true");
    expect(option("Speckled Mug")).toHaveFocus();
    // The selected photo's details: its product and the suggested alt text.
    const details = screen.getByRole("complementary", { name: "Selected image" });
    expect(within(details).getByText(MEDIA_TEXT.fromProduct("Speckled Mug"))).toBeInTheDocument();
    expect(within(details).getByLabelText(MEDIA_TEXT.altLabel)).toHaveValue("Speckled Mug");
    await user.keyboard("{End}");
    expect(option("bowl.png")).toHaveFocus();
    await user.keyboard("{ArrowLeft}{Enter}");
    expect(onPick).toHaveBeenCalledWith({ url: mug.url, alt: "Speckled Mug", isAltWritten: false });
    expect(onClose).toHaveBeenCalledTimes(1);

    // Escape closes the dialog and goes no further (the editor would deselect the section).
    const beyond = vi.fn();
    window.addEventListener("keydown", beyond);
    await user.keyboard("{Escape}");
    window.removeEventListener("keydown", beyond);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(beyond).not.toHaveBeenCalled();
  });

  it("saves an upload's edited alt text, and keeps the dialog open when the server refuses it", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const requests = fakeApi({
      [LIST]: page([beans, bowl]),
      [`PUT /api/store/${STORE}/media/i1`]: (request) =>
        refuse
          ? fail(400, `Alt text is at most ${MEDIA_LIMITS.altMax} characters`, "validation_failed")
          : ok({ imageId: "i1", alt: (request.body as { alt: string }).alt }),
    });
    const { onPick } = renderDialog();
    await user.click(await screen.findByRole("option", { name: "beans.png" }));
    const altBox = screen.getByLabelText(MEDIA_TEXT.altLabel);
    expect(altBox).toHaveValue("");
    await user.type(altBox, "Roasted beans in a scoop");

    await user.click(screen.getByRole("button", { name: MEDIA_TEXT.use }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Alt text is at most ${MEDIA_LIMITS.altMax} characters`,
    );
    expect(onPick).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole("button", { name: MEDIA_TEXT.saveAlt }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: MEDIA_TEXT.saveAlt })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.method === "PUT").at(-1)?.body).toEqual({
      alt: "Roasted beans in a scoop",
    });
    // Another image and back: the saved text stayed with the image.
    await user.click(option("bowl.png"));
    expect(screen.getByLabelText(MEDIA_TEXT.altLabel)).toHaveValue("A glazed bowl");
    await user.click(option("beans.png"));
    expect(screen.getByLabelText(MEDIA_TEXT.altLabel)).toHaveValue("Roasted beans in a scoop");
    await user.click(screen.getByRole("button", { name: MEDIA_TEXT.use }));
    expect(onPick).toHaveBeenCalledWith({
      url: beans.url,
      alt: "Roasted beans in a scoop",
      isAltWritten: true,
    });
  });

  it("reads the next page on Load more", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      [LIST]: (request) =>
        request.query.get("cursor") === "next" ? page([bowl]) : page([beans, mug], "next"),
    });
    renderDialog();
    await screen.findByRole("listbox");
    await user.click(screen.getByRole("button", { name: MEDIA_TEXT.loadMore }));
    expect(await screen.findByRole("option", { name: "bowl.png" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: MEDIA_TEXT.loadMore })).not.toBeInTheDocument();
    expect(listQueries(requests).map((r) => r.query.get("cursor"))).toEqual([null, "next"]);
  });
});

describe("ImageControl: Media library", () => {
  const field = { kind: "image" as const, key: "src", label: "Image", altKey: "alt" };

  function renderControl(initial: Record<string, unknown>, storeId: string | null = STORE) {
    const patches: Array<[Record<string, unknown>, string]> = [];
    function Harness() {
      const [values, setValues] = useState<Record<string, unknown>>(initial);
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
    render(
      withClient(
        <MediaStoreContext value={storeId}>
          <Harness />
        </MediaStoreContext>,
      ),
    );
    return { patches };
  }

  const openButton = () =>
    screen.queryByRole("button", { name: MEDIA_TEXT.openLibraryLabel("Image") });

  it("opens the library (loaded on demand) and fills an empty alt text with the pick's", async () => {
    const user = userEvent.setup();
    fakeApi({ [LIST]: page([beans, mug]) });
    const { patches } = renderControl({ src: "", alt: "" });
    await user.click(openButton()!);
    const dialog = await screen.findByRole("dialog", { name: MEDIA_TEXT.title });
    await user.dblClick(await within(dialog).findByRole("option", { name: "Speckled Mug" }));
    expect(patches).toEqual([[{ src: mug.url, alt: "Speckled Mug" }, "src:library"]]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByDisplayValue(mug.url)).toBeInTheDocument();
  });

  it("keeps an alt text already written unless the library has one written for the image", async () => {
    const user = userEvent.setup();
    fakeApi({ [LIST]: page([mug, bowl]) });
    const { patches } = renderControl({ src: "", alt: "Our shop front" });
    await user.click(openButton()!);
    await user.dblClick(await screen.findByRole("option", { name: "Speckled Mug" }));
    await user.click(openButton()!);
    await user.dblClick(await screen.findByRole("option", { name: "bowl.png" }));
    expect(patches).toEqual([
      [{ src: mug.url }, "src:library"],
      [{ src: bowl.url, alt: "A glazed bowl" }, "src:library"],
    ]);
  });

  it("opens with the field's image chosen when the library lists it", async () => {
    const user = userEvent.setup();
    fakeApi({ [LIST]: page([beans, bowl]) });
    renderControl({ src: bowl.url, alt: "" });
    await user.click(openButton()!);
    expect(await screen.findByRole("option", { name: "bowl.png" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByLabelText(MEDIA_TEXT.altLabel)).toHaveValue("A glazed bowl");
  });

  it("offers no library outside a store", () => {
    renderControl({ src: "" }, null);
    expect(openButton()).toBeNull();
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeInTheDocument();
  });
});
