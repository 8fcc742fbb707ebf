# Cardsmith: `make run` starts the product, `make test` checks everything.
# All Rust builds use the release profile, so the tests, the browser tests and
# the shipped binary share one compiled dependency tree.

CARGO ?= cargo
BIN := target/release/cardsmith
PG_URL := $(CARDSMITH_TEST_POSTGRES_URL)

.PHONY: run build dist web deps test-deps test test-build check-openapi sdk check-sdk test-sdk mcp-check test-rust test-postgres test-web e2e fuzz lint fmt api-types check-api-types bench clean

## run: build everything and start Cardsmith on http://127.0.0.1:8080
run: build
	@echo "Cardsmith: open $${CARDSMITH_PUBLIC_URL:-http://$${CARDSMITH_ADDR:-127.0.0.1:8080}}"
	./$(BIN) serve

## build: target/release/cardsmith with the SPA embedded
build: deps web
	$(CARGO) build --release -p cardsmith-server --bin cardsmith

## dist: the binary to ship, target/dist/cardsmith: LTO and one codegen unit
dist: deps web
	$(CARGO) build --profile dist -p cardsmith-server --bin cardsmith

deps:
	scripts/install-deps.sh

test-deps:
	scripts/install-deps.sh --test

web:
	cd web && npm run build

## test: every check CI runs; each phase prints the time it starts, so a slow run shows where the time went
test: test-deps web lint test-build check-api-types check-openapi check-sdk test-rust test-postgres test-web e2e fuzz test-sdk mcp-check
	@echo "All checks passed."

# One cargo build for every check. Building the tests also builds the server
# binary, with the features the tests' dependencies switch on (tokio's
# test-util, for one). A separate `cargo build` of the binary would compile the
# whole async stack a second time with the others, so the browser tests, the
# fuzzer and the API-types check run this binary. Every cargo command below
# selects the whole workspace for the same reason: a narrower selection
# unifies features differently and rebuilds what it shares.
test-build: deps web
	@echo "==> $(@) from $$(date +%T)"
	$(CARGO) nextest run --release --workspace --no-run
	# The bench tools too (the browser tests run bench-fake-provider), in the
	# same build: this selection unifies features as the line above does.
	$(CARGO) build --release --workspace --bins --tests

lint:
	@echo "==> $(@) from $$(date +%T)"
	$(CARGO) fmt --all -- --check
	python3 scripts/check-layers.py
	$(CARGO) clippy --release --workspace --all-targets -- -D warnings
	cd web && npm run lint && npm run typecheck

test-rust: test-build
	@echo "==> $(@) from $$(date +%T)"
	$(CARGO) nextest run --release --workspace --profile ci

# The integration tests again, each on a fresh PostgreSQL database (a copy of
# a migrated template). These wait on the database far more than they compute:
# six at a time took 121 s on two cores, against 330 s two at a time.
test-postgres: test-build
	@echo "==> $(@) from $$(date +%T)"
ifneq ($(PG_URL),)
	CARDSMITH_TEST_DATABASE=postgres $(CARGO) nextest run --release --workspace --profile ci \
		--test-threads 6 -E 'binary_id(cardsmith-server::api)'
else
	@echo "CARDSMITH_TEST_POSTGRES_URL is not set: skipping the PostgreSQL pass."
endif

test-web:
	@echo "==> $(@) from $$(date +%T)"
	cd web && npm test

e2e: test-build
	@echo "==> $(@) from $$(date +%T)"
	cd web && npm run e2e

## fuzz: schemathesis against the public API's OpenAPI document
fuzz: test-build
	@echo "==> $(@) from $$(date +%T)"
	BIN=$(BIN) scripts/fuzz-api.sh

## check-openapi: both OpenAPI documents through openapi-spec-validator and redocly lint
check-openapi: test-build
	@echo "==> $(@) from $$(date +%T)"
	BIN=$(BIN) scripts/check-openapi.sh

## sdk: regenerate sdk/python and sdk/typescript from the public API's OpenAPI document
sdk: test-build
	BIN=$(BIN) scripts/sdk.sh write

check-sdk: test-build
	@echo "==> $(@) from $$(date +%T)"
	BIN=$(BIN) scripts/sdk.sh check

## test-sdk: both SDKs' tests against the release binary
test-sdk: test-build
	@echo "==> $(@) from $$(date +%T)"
	BIN=$(BIN) scripts/sdk-test.sh

## mcp-check: the /mcp endpoint driven by the official MCP Python SDK against the release binary
mcp-check: test-build
	@echo "==> $(@) from $$(date +%T)"
	BIN=$(BIN) scripts/mcp-check.sh

## api-types: regenerate web/src/lib/api-types.ts from the server's OpenAPI document
api-types: test-build
	BIN=$(BIN) scripts/api-types.sh write

check-api-types: test-build
	BIN=$(BIN) scripts/api-types.sh check

fmt:
	$(CARGO) fmt --all
	cd web && npx eslint . --fix

## bench: the shipped binary measured against a trivial axum server in one run
## (HTTP rows with wrk, 5,000 generations in flight over HTTP/1.1 and HTTP/2, the renderer, front-end
## bytes, Lighthouse); writes bench/results.md and bench/results.json
bench: dist
	$(CARGO) build --profile dist -p bench-hello -p bench-fake-provider
	BIN=target/dist/cardsmith HELLO=target/dist/bench-hello \
		FAKE_PROVIDER=target/dist/bench-fake-provider scripts/bench.sh

clean:
	$(CARGO) clean
	rm -rf web/dist web/dist-ssr web/node_modules
