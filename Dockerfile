# Production image: builds the app, then `npm start` migrates, seeds reference data and serves on PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# The server listens on 127.0.0.1 unless HOST is set; in a container it must listen on the container's network.
ENV HOST=0.0.0.0
COPY --from=build /app ./
RUN mkdir -p /app/uploads && chown -R node:node /app/uploads /app/.next
USER node
EXPOSE 3000
CMD ["npm", "start"]
