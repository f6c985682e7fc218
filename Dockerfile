# syntax=docker/dockerfile:1
# The production image of the gateway and the web app it serves (docs/deploy.md).
# Build: docker build -t jt-platform .   Run: docker run -p 8080:8080 -v jt-data:/data jt-platform

# --- build: install everything, build the contract, the web app and the gateway bundle ---------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the install layer is reused while only the sources change.
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY apps/gateway/package.json apps/gateway/
COPY packages/api-contract/package.json packages/api-contract/
COPY packages/crypto/package.json packages/crypto/
COPY mocks/package.json mocks/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build --filter=@jt/gateway --filter=@jt/web \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the bundle, the built web app, the mock's fixtures and production dependencies ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/gateway/package.json ./apps/gateway/
COPY --from=build /app/apps/gateway/dist ./apps/gateway/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/mocks ./mocks
# The data directory belongs to the unprivileged user the gateway runs as (node, uid 1000).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness: the process answers. (An orchestrator should also probe /readyz for traffic.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (SHUTDOWN_TIMEOUT, default 10 s): give docker stop at least that (--time 15).
STOPSIGNAL SIGTERM
CMD ["node", "apps/gateway/dist/main.js"]
