/**
 * Where the generated pages live (a layout page at the same path wins), and the server's
 * dynamic routes on the site's host: the catalogue search (`/search?q=`), the cart, its items
 * and lines, the checkout and an order's page (`/orders/{token}`).
 */
export const STOREFRONT_PATHS = {
  collection: "/collection",
  /** A collection's page: /collections/{handle}, each other sort at /collections/{handle}/{sort}. */
  collections: "/collections",
  products: "/products",
  thanks: "/thank-you",
  favicon: "/favicon.svg",
  cart: "/cart",
  cartItems: "/cart/items",
  cartLines: "/cart/lines",
  cartDiscount: "/cart/discount",
  checkout: "/checkout",
  orders: "/orders",
  search: "/search",
} as const;
