# Makefile for a Go service
BIN      ?= bin/app
PKG      ?= ./...
GOFLAGS  ?= -trimpath
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -s -w -X main.version=$(VERSION)

.DEFAULT_GOAL := help
.PHONY: help build test lint fmt run clean tidy

help: ## show this help
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

build: ## compile the binary into $(BIN)
	@mkdir -p $(dir $(BIN))
	go build $(GOFLAGS) -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/app

test: ## run unit tests with the race detector
	go test -race -coverprofile=coverage.out $(PKG)

lint: ## run go vet and staticcheck
	go vet $(PKG)
	staticcheck $(PKG)

fmt: ## format code
	gofmt -s -w .

tidy: ## tidy go.mod / go.sum
	go mod tidy

run: build ## build and run locally
	./$(BIN)

clean: ## remove build outputs of this Makefile only
	rm -rf bin/ dist/ coverage.out
