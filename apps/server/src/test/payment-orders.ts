import type { PaymentOrder } from "../modules/commerce/payments/provider.js";

/** Orders the payment providers' tests hand to a provider: a two-decimal and a zero-decimal currency. */
export const usdOrder: PaymentOrder = {
  id: "0b9f6a4e-1111-4c6b-9d1e-000000000001",
  number: 1001,
  token: "tok123",
  currency: "USD",
  totalMinor: 2 * 1250 + 99,
  email: "buyer@example.com",
  lines: [
    { name: "Mug", unitPriceMinor: 1250, quantity: 2 },
    { name: "Sticker", unitPriceMinor: 99, quantity: 1 },
  ],
};
export const jpyOrder: PaymentOrder = {
  id: "0b9f6a4e-2222-4c6b-9d1e-000000000002",
  number: 1002,
  token: "tok456",
  currency: "JPY",
  totalMinor: 3 * 500,
  email: "kaimono@example.jp",
  lines: [{ name: "Tenugui", unitPriceMinor: 500, quantity: 3 }],
};
