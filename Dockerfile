# syntax=docker/dockerfile:1
# Shopwright in a container, built with the README's own steps: npm ci, npm run build, then
# npm start's command. README.md "Self-hosting" runs it with compose.yaml.
#
#   docker build -t shopwright --build-arg INVITE_CODE=your-code .
#   docker run -p 3000:3000 -v shopwright-data:/data shopwright

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The web app's invite code is fixed when it is built (README "Configuration").
ARG INVITE_CODE=SHOPWRIGHT
ENV INVITE_CODE=${INVITE_CODE}
# The manifests first, so a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/cli/package.json packages/cli/
COPY packages/composer/package.json packages/composer/
COPY packages/sdk/package.json packages/sdk/
COPY packages/site/package.json packages/site/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds the server, the packages and the web app, and stamps them, so npm start builds nothing.
RUN npm run build
# Only what runs stays: no compiler, bundler or test tools in the image. The prune rewrites
# package-lock.json (same content, new time), so the build is stamped again after it.
RUN npm prune --omit=dev --no-audit --no-fund && node scripts/build-stamps.mjs

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The application's files belong to root: the server (user node) reads them, never writes them.
COPY --from=build /app /app
# The embedded database, generated secrets, uploads and published sites: a volume of its own.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The process answers (GET /healthz); a balancer asks GET /readyz for its dependencies too.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs (package.json "start"), as the container's first process: npm would
# not pass `docker stop`'s SIGTERM on to the server, which then could not finish its requests.
CMD ["node", "scripts/start.mjs"]
