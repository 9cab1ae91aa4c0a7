/**
 * Imported first by main.ts, so it runs before any module reads NODE_ENV: the server runs
 * React's production build unless told otherwise (`npm run dev` says development). React's
 * development build renders published sites about twice as slowly and checks as it goes.
 */
process.env.NODE_ENV ??= "production";
