import { PERMISSION_MESSAGES, type WebhookDeliveryDto, type WebhookDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { WebhooksCard } from "./WebhooksCard";
import { WEBHOOKS_TEXT } from "./webhooks.texts";

const SECRET = "whsec_Q2hhbmdlIG1lIGJ1dCBrZWVwIG1lIHNhZmUgcGxlYXNlIQ";

function aWebhook(overrides: Partial<WebhookDto> = {}): WebhookDto {
  return {
    _id: "w1",
    storeId: "s1",
    url: "https://erp.example.com/hooks",
    description: "ERP sync",
    events: ["product.created", "product.updated"],
    isEnabled: true,
    createdAt: "2026-11-22T10:00:00Z",
    updatedAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

function aDelivery(overrides: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    _id: "d1",
    eventId: "e1",
    type: "product.created",
    status: "succeeded",
    attemptCount: 1,
    nextAttemptAt: null,
    createdAt: "2026-11-22T10:00:00Z",
    lastStatusCode: 200,
    lastError: null,
    lastDurationMs: 42,
    attempts: [],
    ...overrides,
  };
}

const renderCard = () => renderAt(<WebhooksCard storeId="s1" role="owner" />);

afterEach(() => vi.restoreAllMocks());

describe("Webhooks card", () => {
  it("shows the empty state", async () => {
    fakeApi({ "GET /api/store/s1/webhooks": ok({ webhooks: [] }) });
    renderCard();
    expect(await screen.findByText("No webhook endpoints yet")).toBeInTheDocument();
  });

  it("shows a load failure with a retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1/webhooks": () =>
        ++calls === 1 ? fail(500, "Boom") : ok({ webhooks: [aWebhook()] }),
    });
    renderCard();
    expect(await screen.findByText("Failed to load webhooks")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("https://erp.example.com/hooks")).toBeInTheDocument();
  });

  it("adds an endpoint with the chosen events and shows its secret once, with a copy button", async () => {
    let webhooks: WebhookDto[] = [];
    const requests = fakeApi({
      "GET /api/store/s1/webhooks": () => ok({ webhooks }),
      "POST /api/store/s1/webhooks": (request) => {
        const body = request.body as { url: string; events: WebhookDto["events"] };
        webhooks = [aWebhook({ url: body.url, events: body.events })];
        return ok({ webhook: webhooks[0], secret: SECRET }, 201);
      },
    });
    renderCard();
    await screen.findByText("No webhook endpoints yet");
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const form = screen.getByRole("form", { name: "Add endpoint" });
    await userEvent.type(
      within(form).getByLabelText("Endpoint URL"),
      "https://hooks.example.com/in",
    );
    await userEvent.click(within(form).getByRole("checkbox", { name: /Product updated/ }));
    await userEvent.click(within(form).getByRole("checkbox", { name: /Store published/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));

    expect(await screen.findByTestId("webhook-secret")).toHaveTextContent(SECRET);
    expect(screen.getByRole("button", { name: "Copy signing secret" })).toBeInTheDocument();
    const post = requests.find((r) => r.method === "POST");
    expect(post?.body).toMatchObject({
      url: "https://hooks.example.com/in",
      events: ["product.created", "store.published"],
    });
    expect(await screen.findByText("https://hooks.example.com/in")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("webhook-secret")).not.toBeInTheDocument();
  });

  it("checks the form before sending it, and shows the server's refusal", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/webhooks": ok({ webhooks: [] }),
      "POST /api/store/s1/webhooks": fail(
        400,
        "The address points to a private, loopback or reserved network, which is not allowed",
        "url_not_allowed",
      ),
    });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Add endpoint" }));
    const form = screen.getByRole("form", { name: "Add endpoint" });
    await userEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(within(form).getByText("Enter the address to send events to")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await userEvent.type(within(form).getByLabelText("Endpoint URL"), "http://10.0.0.5/hook");
    await userEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(await within(form).findByText(/private, loopback or reserved/)).toBeInTheDocument();
  });

  it("disables, tests, reveals the secret of and deletes an endpoint", async () => {
    let webhooks = [aWebhook()];
    const requests = fakeApi({
      "GET /api/store/s1/webhooks": () => ok({ webhooks }),
      "PUT /api/store/s1/webhooks/w1": (request) => {
        webhooks = [aWebhook(request.body as Partial<WebhookDto>)];
        return ok({ webhook: webhooks[0] });
      },
      "POST /api/store/s1/webhooks/w1/test": ok({
        delivery: aDelivery({ _id: "p1", type: "ping", lastStatusCode: 204 }),
      }),
      "GET /api/store/s1/webhooks/w1/deliveries": ok({
        deliveries: [aDelivery({ _id: "p1", type: "ping", lastStatusCode: 204 })],
      }),
      "GET /api/store/s1/webhooks/w1/secret": ok({ secret: SECRET }),
      "DELETE /api/store/s1/webhooks/w1": () => {
        webhooks = [];
        return ok({ deleted: true });
      },
    });
    renderCard();
    const row = (await screen.findByText("https://erp.example.com/hooks")).closest("li")!;
    expect(within(row).getByText("Enabled")).toBeInTheDocument();

    await userEvent.click(within(row).getByRole("button", { name: "Disable" }));
    expect(await within(row).findByText("Disabled")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ isEnabled: false });

    await userEvent.click(within(row).getByRole("button", { name: "Send test" }));
    expect(await within(row).findByText("Test ping delivered (HTTP 204)")).toBeInTheDocument();
    expect(await within(row).findByRole("list", { name: "Delivery log" })).toHaveTextContent(
      "ping",
    );

    await userEvent.click(within(row).getByRole("button", { name: "Reveal secret" }));
    expect(await within(row).findByTestId("webhook-secret")).toHaveTextContent(SECRET);

    // Deleting asks first, in an in-app dialog.
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog", { name: WEBHOOKS_TEXT.deleteConfirm });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("dialog", { name: WEBHOOKS_TEXT.deleteConfirm });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No webhook endpoints yet")).toBeInTheDocument();
  });

  it("tells a member why they cannot manage webhooks, and reads none", async () => {
    const requests = fakeApi({});
    renderAt(<WebhooksCard storeId="s1" role="member" />);
    expect(screen.getByText(PERMISSION_MESSAGES.admin)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: WEBHOOKS_TEXT.add })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the delivery log with status, attempt, error and next attempt", async () => {
    fakeApi({
      "GET /api/store/s1/webhooks": ok({ webhooks: [aWebhook()] }),
      "GET /api/store/s1/webhooks/w1/deliveries": ok({
        deliveries: [
          aDelivery({
            _id: "d2",
            status: "pending",
            attemptCount: 2,
            lastStatusCode: 500,
            lastError: "The endpoint answered 500",
            nextAttemptAt: "2026-11-22T10:05:00Z",
          }),
          aDelivery({
            _id: "d3",
            type: "product.updated",
            status: "failed",
            attemptCount: 6,
            lastStatusCode: null,
            lastDurationMs: 10_000,
            lastError: "The request timed out",
          }),
        ],
      }),
    });
    renderCard();
    const row = (await screen.findByText("https://erp.example.com/hooks")).closest("li")!;
    await userEvent.click(within(row).getByRole("button", { name: "Delivery log" }));
    const log = await within(row).findByRole("list", { name: "Delivery log" });
    const [pending, failed] = within(log).getAllByRole("listitem");
    expect(pending).toHaveTextContent("Retrying");
    expect(pending).toHaveTextContent("attempt 2");
    expect(pending).toHaveTextContent("HTTP 500");
    expect(pending).toHaveTextContent(/next /);
    expect(failed).toHaveTextContent("Failed");
    expect(failed).toHaveTextContent("attempt 6");
    expect(failed).toHaveTextContent("The request timed out");
  });

  it("shows an empty delivery log", async () => {
    fakeApi({
      "GET /api/store/s1/webhooks": ok({ webhooks: [aWebhook()] }),
      "GET /api/store/s1/webhooks/w1/deliveries": ok({ deliveries: [] }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Delivery log" }));
    await waitFor(() => expect(screen.getByText("No deliveries yet")).toBeInTheDocument());
  });
});
