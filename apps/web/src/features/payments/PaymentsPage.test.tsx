import {
  COMMERCE_MESSAGES,
  PERMISSION_MESSAGES,
  type PaymentSettingsBody,
  type PaymentSettingsDto,
} from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { PaymentsPage } from "./PaymentsPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });

function someSettings(overrides: Partial<PaymentSettingsDto> = {}): PaymentSettingsDto {
  return {
    manual: { enabled: true, kind: "bank_transfer", instructions: "IBAN GB00 0000" },
    stripe: {
      enabled: false,
      publishableKey: "",
      secretKey: null,
      webhookSecret: null,
      testMode: false,
      webhookUrl: "https://shop.example.com/api/payments/stripe/s1/webhook",
    },
    paypal: {
      enabled: false,
      clientId: "",
      clientSecret: null,
      webhookId: "",
      sandbox: true,
      testMode: false,
      webhookUrl: "https://shop.example.com/api/payments/paypal/s1/webhook",
    },
    ...overrides,
  };
}

function renderPayments() {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId/payments", element: <PaymentsPage /> }],
    "/dashboard/store/s1/payments",
  );
}

const card = (name: string) => screen.getByRole("region", { name });
const save = () => screen.getByRole("button", { name: "Save" });

afterEach(() => vi.restoreAllMocks());

describe("PaymentsPage", () => {
  it("shows the three methods as saved, secrets masked, with the webhook addresses", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/payments": ok({
        payments: someSettings({
          stripe: {
            ...someSettings().stripe,
            enabled: true,
            publishableKey: "pk_test_abc",
            secretKey: "4242",
            webhookSecret: "wxyz",
            testMode: true,
          },
        }),
      }),
    });
    renderPayments();
    const manual = await screen.findByRole("region", { name: "Manual payment" });
    expect(within(manual).getByRole("switch", { name: "Manual payment" })).toBeChecked();
    expect(within(manual).getByLabelText("Kind")).toHaveValue("bank_transfer");
    expect(within(manual).getByText("14 / 2,000")).toBeInTheDocument();

    const stripe = card("Stripe");
    expect(within(stripe).getByText("Test mode")).toBeInTheDocument();
    expect(within(stripe).getByLabelText("Publishable key")).toHaveValue("pk_test_abc");
    const secret = within(stripe).getByLabelText("Secret key");
    expect(secret).toHaveValue("");
    expect(secret).toHaveAttribute("type", "password");
    expect(secret).toHaveAttribute("placeholder", "••••••••4242");
    expect(within(stripe).getByTestId("Stripe-webhook-url")).toHaveTextContent(
      "https://shop.example.com/api/payments/stripe/s1/webhook",
    );
    expect(
      within(stripe).getByText(/checkout\.session\.completed, checkout\.session\.expired/),
    ).toBeInTheDocument();
    expect(
      within(stripe).getByRole("button", { name: "Copy Stripe webhook URL" }),
    ).toBeInTheDocument();

    const paypal = card("PayPal");
    expect(within(paypal).getByRole("switch", { name: "Sandbox" })).toBeChecked();
    expect(
      within(paypal).getByText(/CHECKOUT\.ORDER\.APPROVED, PAYMENT\.CAPTURE\.COMPLETED/),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("keeps PayPal's sandbox switch as saved, and says test mode only with saved credentials", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/payments": ok({ payments: someSettings() }),
    });
    renderPayments();
    const paypal = await screen.findByRole("region", { name: "PayPal" });
    expect(within(paypal).getByRole("switch", { name: "Sandbox" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(within(paypal).queryByText("Test mode")).toBeNull();
  });

  it("saves every setting but only the secrets typed", async () => {
    let saved = someSettings({
      stripe: { ...someSettings().stripe, secretKey: "4242", webhookSecret: null },
    });
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/payments": () => ok({ payments: saved }),
      "PUT /api/store/s1/payments": (request) => {
        const body = request.body as PaymentSettingsBody;
        saved = someSettings({
          manual: body.manual,
          stripe: {
            ...saved.stripe,
            enabled: body.stripe.enabled,
            publishableKey: body.stripe.publishableKey ?? "",
            webhookSecret: "6789",
            testMode: true,
          },
        });
        return ok({ payments: saved });
      },
    });
    renderPayments();
    const stripe = await screen.findByRole("region", { name: "Stripe" });
    await userEvent.click(within(stripe).getByRole("switch", { name: "Stripe" }));
    await userEvent.type(within(stripe).getByLabelText("Publishable key"), "pk_test_1");
    await userEvent.type(within(stripe).getByLabelText("Webhook signing secret"), "whsec_6789");
    expect(save()).toBeEnabled();
    await userEvent.click(save());

    expect(await screen.findByText("Payment settings saved")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.body).toEqual({
      manual: { enabled: true, kind: "bank_transfer", instructions: "IBAN GB00 0000" },
      stripe: { enabled: true, publishableKey: "pk_test_1", webhookSecret: "whsec_6789" },
      paypal: { enabled: false, clientId: "", webhookId: "", sandbox: true },
    });
    // The typed secret is saved: its box empties and shows the new mask.
    const webhookSecret = within(stripe).getByLabelText("Webhook signing secret");
    expect(webhookSecret).toHaveValue("");
    expect(webhookSecret).toHaveAttribute("placeholder", "••••••••6789");
    expect(within(stripe).getByText("Test mode")).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("checks the settings with the server's words before sending", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/payments": ok({ payments: someSettings() }),
    });
    renderPayments();
    const manual = await screen.findByRole("region", { name: "Manual payment" });
    await userEvent.click(within(manual).getByRole("switch", { name: "Manual payment" }));
    await userEvent.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent(COMMERCE_MESSAGES.noMethodEnabled);

    const stripe = card("Stripe");
    await userEvent.click(within(stripe).getByRole("switch", { name: "Stripe" }));
    await userEvent.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent(COMMERCE_MESSAGES.keysRequired);
    expect(stripe).toHaveAttribute("data-invalid", "true");
    expect(within(stripe).getByLabelText("Secret key")).toHaveAttribute("aria-invalid", "true");

    await userEvent.click(within(stripe).getByRole("switch", { name: "Stripe" }));
    await userEvent.click(within(manual).getByRole("switch", { name: "Manual payment" }));
    await userEvent.clear(within(manual).getByLabelText("Instructions for customers"));
    await userEvent.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent(COMMERCE_MESSAGES.instructionsRequired);

    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/payments": ok({ payments: someSettings() }),
      "PUT /api/store/s1/payments": fail(400, COMMERCE_MESSAGES.keysRequired, "validation_failed"),
    });
    renderPayments();
    const manual = await screen.findByRole("region", { name: "Manual payment" });
    await userEvent.selectOptions(within(manual).getByLabelText("Kind"), "pay_in_store");
    await userEvent.click(save());
    await waitFor(() =>
      expect(screen.getAllByText(COMMERCE_MESSAGES.keysRequired).length).toBeGreaterThan(0),
    );
  });

  it("tells members why they cannot change payments, without loading them", async () => {
    const requests = fakeApi({ "GET /api/store/s1": ok({ store: { ...store, role: "member" } }) });
    renderPayments();
    expect(await screen.findByText(PERMISSION_MESSAGES.admin)).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === "/api/store/s1/payments")).toBe(false);
  });

  it("shows a load failure with a retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/payments": () =>
        ++calls === 1 ? fail(500) : ok({ payments: someSettings() }),
    });
    renderPayments();
    expect(await screen.findByText("Failed to load payment settings")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Stripe" })).toBeInTheDocument();
  });
});
