import { PERMISSION_MESSAGES, type DeployDto, type EditorDataDto } from "@shopwright/sdk";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { EditorPage } from "./EditorPage";
import { PUBLISH_REVIEW_TEXT } from "./PublishReview";
import { RESTORE_CONFIRMATION } from "./VersionsMenu";

const data = editorData({
  theme: {},
  sections: [{ id: "hero-1", type: "hero", props: { title: "Fresh roasts weekly" } }],
});

/** A site with sample and empty blocks on two pages. */
const unfinished = editorData({
  theme: {},
  layout: {
    pages: [
      {
        name: "Home",
        path: "/",
        sections: [
          { id: "hero-1", type: "hero", props: { title: "Fresh roasts weekly" } },
          {
            id: "testimonials-1",
            type: "testimonials",
            props: { items: [{ quote: "Lovely", author: "Jo" }], sample: true },
          },
          { id: "gallery-1", type: "gallery", props: { title: "Gallery", images: [] } },
        ],
      },
      {
        name: "About",
        path: "/about",
        sections: [
          { id: "location-1", type: "location", props: { title: "Visit us" } },
          {
            id: "faq-1",
            type: "faq",
            props: { items: [{ question: "Q?", answer: "A.", sample: true }] },
          },
        ],
      },
    ],
  },
});

const deploy = (id: string, isLive: boolean, createdAt: string): DeployDto => ({
  _id: id,
  createdAt,
  isLive,
  storeVersion: 3,
  pageCount: 4,
  fileCount: 12,
  bytes: 48_000,
});

const URL = "http://acme-coffee.localhost:3000/";

function renderEditor(path = "/dashboard/store/s1/editor") {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId/editor", element: <EditorPage /> },
      { path: "/editor/:themeId", element: <EditorPage /> },
    ],
    path,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Publish", () => {
  it("saves and publishes the layout, shows 'Publishing...' and then the live URL", async () => {
    let release: () => void = () => undefined;
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "POST /api/store/s1/publish": () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              ok({
                url: URL,
                deploy: deploy("d1", true, "2026-11-22T10:00:00Z"),
                isNew: true,
                version: 4,
              }),
            );
        }),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Publishing...")).toBeInTheDocument();
    act(() => release());
    const banner = await screen.findByText("Your site is live");
    expect(screen.getByRole("link", { name: URL })).toHaveAttribute("href", URL);
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
    const body = requests.find((r) => r.path.endsWith("/publish"))?.body as {
      jsonLayout: { pages: { sections: { type: string }[] }[] };
      version: number;
    };
    expect(body.version).toBe(3);
    expect(body.jsonLayout.pages[0]?.sections.map((s) => s.type)).toEqual(["hero", "faq"]);
    await user.click(
      within(banner.closest("[role=status]") as HTMLElement).getByRole("button", {
        name: "Copy site URL",
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(URL);
    await user.click(
      within(banner.closest("[role=status]") as HTMLElement).getByRole("button", {
        name: "Dismiss",
      }),
    );
    expect(screen.queryByText("Your site is live")).not.toBeInTheDocument();
  });

  it("lists every sample and empty block by page and section, and publishes after 'Publish anyway'", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(unfinished),
      "POST /api/store/s1/publish": ok({
        url: URL,
        deploy: deploy("d1", true, "2026-11-22T10:00:00Z"),
        isNew: true,
        version: 4,
      }),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", {
      name: PUBLISH_REVIEW_TEXT.title(4),
    });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Testimonials on Home still has sample content",
      "Gallery on Home is empty",
      "Location on About is empty",
      "FAQ on About still has sample content",
    ]);
    expect(requests.some((r) => r.path.endsWith("/publish"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Publish anyway" }));
    expect(await screen.findByText("Your site is live")).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith("/publish"))).toHaveLength(1);
  });

  it("goes to the first unfinished block on 'Review', publishing nothing", async () => {
    const requests = fakeApi({ "GET /api/store/s1/editor": ok(unfinished) });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Review" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Testimonials section" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(requests.some((r) => r.path.endsWith("/publish"))).toBe(false);
  });

  it("publishes at once when every block is finished", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "POST /api/store/s1/publish": ok({
        url: URL,
        deploy: deploy("d1", true, "2026-11-22T10:00:00Z"),
        isNew: true,
        version: 4,
      }),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByText("Your site is live");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith("/publish"))).toHaveLength(1);
  });

  it("hides the success banner after 5 seconds", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "POST /api/store/s1/publish": ok({
        url: URL,
        deploy: deploy("d1", true, "2026-11-22T10:00:00Z"),
        isNew: true,
        version: 4,
      }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByText("Your site is live");
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText("Your site is live")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Your site is live")).not.toBeInTheDocument();
    // The live site stays one click away in the toolbar.
    expect(screen.getByRole("link", { name: "View site" })).toHaveAttribute("href", URL);
  });

  it("links to the live site from the toolbar when the store already has one", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "GET /api/store/s1/deploys": ok({
        url: URL,
        deploys: [deploy("d1", true, "2026-11-22T10:00:00Z")],
      }),
    });
    renderEditor();
    expect(await screen.findByRole("link", { name: "View site" })).toHaveAttribute("href", URL);
  });

  it("shows no site link before the first publish", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "GET /api/store/s1/deploys": ok({ url: null, deploys: [] }),
    });
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await waitFor(() => expect(requests.some((r) => r.path.endsWith("/deploys"))).toBe(true));
    expect(screen.queryByRole("link", { name: "View site" })).not.toBeInTheDocument();
  });

  it.each([
    [
      "layout_not_found",
      404,
      "Publishing failed: Please save your store design first, then try publishing again.",
    ],
    [
      "publishing_unavailable",
      503,
      "Publishing failed: Publishing service is temporarily unavailable. Please contact support.",
    ],
    [
      "build_failed",
      500,
      "Publishing failed: There was an issue building your store. Please check your design and try again.",
    ],
  ])("maps %s to its PRODUCT.md §8 text", async (code, status, text) => {
    fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "POST /api/store/s1/publish": fail(status, "server words", code),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says the connection failed when the request never reached the server", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "POST /api/store/s1/publish": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText(
        "Publishing failed: Connection error. Please check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
  });

  it("asks to save first when there is no store id", async () => {
    localStorage.removeItem("editorStoreId");
    fakeApi({});
    const user = userEvent.setup();
    renderEditor("/editor/roastery");
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText("Store ID not found. Please save your store first."),
    ).toBeInTheDocument();
  });

  it("lists published versions and restores an earlier one after confirming", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "GET /api/store/s1/deploys": ok({
        url: URL,
        deploys: [
          deploy("d2", true, "2026-11-22T10:00:00Z"),
          deploy("d1", false, "2026-11-21T09:00:00Z"),
        ],
      }),
      "POST /api/store/s1/deploys/d1/activate": ok({
        url: URL,
        deploy: deploy("d1", true, "2026-11-21T09:00:00Z"),
      }),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Versions" }));
    const menu = await screen.findByRole("dialog", { name: "Published versions" });
    expect(await within(menu).findByText("Live")).toBeInTheDocument();
    await user.click(within(menu).getByRole("button", { name: "Restore" }));
    const question = await screen.findByRole("dialog", { name: RESTORE_CONFIRMATION });
    expect(requests.some((r) => r.path.endsWith("/activate"))).toBe(false);
    await user.click(within(question).getByRole("button", { name: "Make live" }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === "/api/store/s1/deploys/d1/activate")).toBe(true),
    );
    expect(await screen.findByText("Your site is live")).toBeInTheDocument();
  });

  it("shows an empty versions list before the first publish", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(data),
      "GET /api/store/s1/deploys": ok({ url: null, deploys: [] }),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    await user.click(screen.getByRole("button", { name: "Versions" }));
    expect(await screen.findByText("Not published yet")).toBeInTheDocument();
  });
});

describe("Publish permission", () => {
  const as = (role: EditorDataDto["store"]["role"], approved: boolean): EditorDataDto => ({
    ...data,
    store: { ...data.store, role, approved },
  });
  const versions = ok({
    url: URL,
    deploys: [
      deploy("d2", true, "2026-11-22T10:00:00Z"),
      deploy("d1", false, "2026-11-21T09:00:00Z"),
    ],
  });

  it("turns Publish and Restore off for a member until the store is approved, saying why", async () => {
    const reason = PERMISSION_MESSAGES.publishUnapproved;
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(as("member", false)),
      "GET /api/store/s1/deploys": versions,
      "POST /api/store/s1/editor-update": ok({
        ok: true,
        version: 4,
        layout: data.layout,
        theme: {},
      }),
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    const publish = screen.getByRole("button", { name: "Publish" });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(reason);
    expect(publish).toHaveAttribute("title", reason);
    // The disabled button takes no pointer events, so its wrapper shows the tooltip.
    expect(publish.parentElement).toHaveAttribute("title", reason);
    await user.click(publish);
    // A tap, where there is no hover, lands on the wrapper and says why.
    await user.click(publish.parentElement!);
    expect(await screen.findByText(reason, { selector: "[data-sonner-toast] *" })).toBeVisible();
    // Building is still the member's: Save works.
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeEnabled();
    await user.click(save);
    await screen.findByText("Theme saved successfully!");

    await user.click(screen.getByRole("button", { name: "Versions" }));
    const menu = await screen.findByRole("dialog", { name: "Published versions" });
    expect(within(menu).getByText(reason)).toBeInTheDocument();
    const restore = await within(menu).findByRole("button", { name: "Restore" });
    expect(restore).toBeDisabled();
    expect(restore).toHaveAccessibleDescription(reason);
    await user.click(restore);
    expect(screen.queryByRole("dialog", { name: RESTORE_CONFIRMATION })).not.toBeInTheDocument();
    expect(
      requests.filter((r) => r.path.endsWith("/publish") || r.path.endsWith("/activate")),
    ).toEqual([]);
  });

  it.each([
    ["a member of an approved store", as("member", true)],
    ["an admin of a store not yet approved", as("admin", false)],
  ])("lets %s publish and restore", async (_who, editorData) => {
    fakeApi({
      "GET /api/store/s1/editor": ok(editorData),
      "GET /api/store/s1/deploys": versions,
    });
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("group", { name: "Hero section" });
    const publish = screen.getByRole("button", { name: "Publish" });
    expect(publish).toBeEnabled();
    expect(publish).not.toHaveAccessibleDescription();
    expect(publish).not.toHaveAttribute("title");
    await user.click(screen.getByRole("button", { name: "Versions" }));
    const menu = await screen.findByRole("dialog", { name: "Published versions" });
    expect(await within(menu).findByRole("button", { name: "Restore" })).toBeEnabled();
    expect(within(menu).queryByText(PERMISSION_MESSAGES.publishUnapproved)).not.toBeInTheDocument();
  });
});
