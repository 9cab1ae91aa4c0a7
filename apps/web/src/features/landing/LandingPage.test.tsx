import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { CLI_SNIPPET } from "./landing.content";
import { LandingPage } from "./LandingPage";

const MISMATCH = "That code didn’t work. Double‑check and try again.";

function renderLanding(path = "/") {
  const user = userEvent.setup();
  const view = renderAt(<LandingPage />, path, "/");
  return { user, ...view };
}

const header = () => screen.getByRole("banner");
const hero = () => screen.getByRole("region", { name: /describe your store/i });

async function openInviteModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(hero()).getByRole("button", { name: "Enter invite code" }));
  return screen.getByRole("dialog", { name: "Invite required" });
}

describe("LandingPage", () => {
  it("has the sections of PRODUCT.md §2 and makes their anchors reachable", () => {
    const { container } = renderLanding();
    for (const id of ["features", "developers", "faq", "pricing", "community"]) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(within(header()).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(within(header()).getByRole("link", { name: "Docs" })).toHaveAttribute(
      "href",
      "/docs/api",
    );
    expect(within(header()).getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(within(header()).getByRole("link", { name: /source code/i })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\//),
    );
  });

  it("lists exactly four features, with Stripe and PayPal under payments", () => {
    renderLanding();
    const features = screen.getByRole("region", { name: /everything a new store needs/i });
    expect(within(features).getAllByRole("article")).toHaveLength(4);
    expect(within(features).getByText(/Stripe and PayPal/, { selector: "p" })).toBeInTheDocument();
  });

  it("shows the four how-it-works steps in order", () => {
    renderLanding();
    const steps = within(screen.getByRole("region", { name: /four steps/i })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Step 1: Prompt",
      "Step 2: Theme Preview",
      "Step 3: Editor",
      "Step 4: Launch Store",
    ]);
  });

  it("copies the command-line snippet", async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole("button", { name: "Copy Terminal" }));
    expect(await navigator.clipboard.readText()).toBe(CLI_SNIPPET);
    expect(screen.getByRole("button", { name: "Terminal copied" })).toBeInTheDocument();
  });

  it("opens FAQ items independently, so several can be open at once", async () => {
    const { user } = renderLanding();
    const faq = screen.getByRole("region", { name: "Questions, answered" });
    const questions = within(faq).getAllByRole("button", { expanded: false });
    expect(questions).toHaveLength(5);
    const [first, second] = questions;

    await user.click(first!);
    await user.click(second!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/build and preview your store for free/)).toBeVisible();
    expect(screen.getByText(/guided DNS steps/)).toBeVisible();

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(/build and preview your store for free/)).not.toBeVisible();
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(within(faq).getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  it("opens and closes the mobile menu, which carries the same links and invite action", async () => {
    const { user } = renderLanding();
    const toggle = within(header()).getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Docs" })).toHaveAttribute("href", "/docs/api");

    await user.click(within(menu).getByRole("button", { name: "Enter code" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Invite required" })).toBeInTheDocument();
  });

  it("shows the community links and a wall of nine testimonials", () => {
    renderLanding();
    const community = screen.getByRole("region", { name: "Join the community" });
    expect(within(community).getByRole("link", { name: /discussions forum/i })).toHaveAttribute(
      "href",
      "https://github.com/shopwright/shopwright/discussions",
    );
    expect(within(community).getByRole("link", { name: /chat community/i })).toHaveAttribute(
      "href",
      "https://discord.gg/shopwright",
    );
    // The wall's looping copy is aria-hidden, so only the nine originals count.
    expect(within(community).getAllByRole("figure")).toHaveLength(9);
  });
});

describe("invite gate", () => {
  it("takes a signed-in visitor back to their dashboard from the header and the hero", () => {
    localStorage.setItem("token", "a-session");
    renderLanding();
    expect(within(header()).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(hero()).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(header()).queryByRole("button", { name: "Enter code" })).not.toBeInTheDocument();
    localStorage.removeItem("token");
  });

  it("shows 'Invite only' and 'Enter code' while unverified, and no sign-in links", () => {
    renderLanding();
    expect(within(header()).getByText("Invite only")).toBeInTheDocument();
    expect(within(header()).getByRole("button", { name: "Enter code" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /get started/i })).not.toBeInTheDocument();
  });

  it("opens the modal from the hero and from the header", async () => {
    const { user } = renderLanding();
    const dialog = await openInviteModal(user);
    expect(within(dialog).getByLabelText("Invite code")).toHaveAttribute("type", "password");
    expect(within(dialog).getByLabelText("Invite code")).toHaveFocus();

    await user.keyboard("{Escape}");
    await user.click(within(header()).getByRole("button", { name: "Enter code" }));
    expect(screen.getByRole("dialog", { name: "Invite required" })).toBeInTheDocument();
  });

  it("closes the modal on Escape", async () => {
    const { user } = renderLanding();
    await openInviteModal(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes the modal on a click on the backdrop", async () => {
    const { user } = renderLanding();
    await openInviteModal(user);
    await user.click(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes the modal with its close button", async () => {
    const { user } = renderLanding();
    const dialog = await openInviteModal(user);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps submit disabled while the field is empty", async () => {
    const { user } = renderLanding();
    const dialog = await openInviteModal(user);
    const submit = within(dialog).getByRole("button", { name: "Continue" });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Invite code"), "   ");
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Invite code"), "x");
    expect(submit).toBeEnabled();
  });

  it("shows 'Checking…' and then the exact message for a wrong code", async () => {
    const { user } = renderLanding();
    const dialog = await openInviteModal(user);
    await user.type(within(dialog).getByLabelText("Invite code"), "NOPE{Enter}");

    expect(within(dialog).getByRole("button", { name: "Checking…" })).toBeDisabled();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MISMATCH);
    expect(within(dialog).getByLabelText("Invite code")).toHaveAttribute("aria-invalid", "true");
    expect(sessionStorage.getItem("inviteVerified")).toBeNull();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("verifies the right code, trimmed, and switches to Sign in and Get Started", async () => {
    const { user } = renderLanding();
    const dialog = await openInviteModal(user);
    await user.type(within(dialog).getByLabelText("Invite code"), "  TEST-CODE ");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sessionStorage.getItem("inviteVerified")).toBe("true");
    expect(within(header()).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(within(header()).getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(within(header()).queryByText("Invite only")).not.toBeInTheDocument();
    expect(within(hero()).getByRole("link", { name: /get started/i })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(screen.queryByRole("button", { name: "Enter invite code" })).toBeNull();
  });

  it("starts verified when the session flag is already set", () => {
    sessionStorage.setItem("inviteVerified", "true");
    renderLanding();
    expect(within(header()).getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("verifies directly from a matching ?invite= link, without the modal", async () => {
    const { router } = renderLanding("/?invite=TEST-CODE");
    expect(within(header()).getByRole("link", { name: "Get Started" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem("inviteVerified")).toBe("true"));
    // The code does not stay in the address bar.
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("opens the modal from a ?invite= link with a wrong code", async () => {
    renderLanding("/?invite=wrong");
    expect(await screen.findByRole("dialog", { name: "Invite required" })).toBeInTheDocument();
    expect(sessionStorage.getItem("inviteVerified")).toBeNull();
    expect(within(header()).getByText("Invite only")).toBeInTheDocument();
  });
});
