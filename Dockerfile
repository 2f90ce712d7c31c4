# The 하루 API as a container: the compiled API (npm run build -w api → api/dist) run with plain node in
# production. Shell and remotes are served from a CDN (docs/deploy.md); the database is MONGODB_URI.
#   docker build -t haru-api .
#   docker run -p 8080:8080 -e MONGODB_URI=… -e JWT_SECRET=… -e VAPID_PUBLIC_KEY=… -e VAPID_PRIVATE_KEY=… haru-api
# Pin the base images by digest in your registry; Node 20.19+ and npm 11 are what the repository requires.

FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g npm@11.19.1 --no-audit --no-fund
# Every workspace's package.json, so `npm ci` can check the lockfile, then the sources.
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build -w api

# Only what the bundle loads at run time from node_modules: bcrypt (a native addon, prebuilt for linux-x64/arm64)
# and its two dependencies, at the lockfile's versions. The MongoDB driver's optional add-ons stay absent.
FROM node:20-bookworm-slim AS runtime-modules
COPY --from=build /repo/node_modules/bcrypt /out/node_modules/bcrypt
COPY --from=build /repo/node_modules/node-addon-api /out/node_modules/node-addon-api
COPY --from=build /repo/node_modules/node-gyp-build /out/node_modules/node-gyp-build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/var/lib/haru
WORKDIR /app
# api/dist/main.js resolves the decreed-holidays file as ../config/holidays.json and bcrypt from /app/node_modules.
COPY --from=runtime-modules /out/node_modules /app/node_modules
COPY --from=build /repo/api/dist /app/api/dist
COPY --from=build /repo/api/config /app/api/config
RUN mkdir -p /var/lib/haru && chown node:node /var/lib/haru && chmod 0700 /var/lib/haru
USER node
EXPOSE 8080
# The load balancer's check is GET /api/health (200 with the database answering, 503 without).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs as PID 1 and handles SIGTERM itself: the graceful stop of api/src/serve.ts (and cluster.ts with API_WORKERS).
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/main.js"]
