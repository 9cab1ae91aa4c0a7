/**
 * Server-side rendering of site pages to HTML strings. A separate entry point, so browser
 * bundles that import `@shopwright/site` never pull in react-dom/server.
 */
export { renderPageToHtml } from "./render/render-page.js";
