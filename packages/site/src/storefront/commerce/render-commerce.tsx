import { renderToStaticMarkup } from "react-dom/server";
import { CartPage } from "./CartPage.js";
import { CheckoutPage } from "./CheckoutPage.js";
import type { CartView, CheckoutView, OrderStatusView } from "./commerce-views.js";
import { OrderStatusPage } from "./OrderStatusPage.js";

/** The cart page's main markup, for `fillShell`. */
export const renderCartHtml = (view: CartView): string =>
  renderToStaticMarkup(<CartPage view={view} />);

/** The checkout page's main markup, for `fillShell`. */
export const renderCheckoutHtml = (view: CheckoutView): string =>
  renderToStaticMarkup(<CheckoutPage view={view} />);

/** An order's page main markup, for `fillShell`. */
export const renderOrderStatusHtml = (view: OrderStatusView): string =>
  renderToStaticMarkup(<OrderStatusPage view={view} />);
