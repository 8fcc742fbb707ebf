#!/usr/bin/env bash
# `make bench`: measures the release server on loopback in one run and writes
# bench/results.md and bench/results.json (bench/README.md explains them).
#   BIN=target/release/cardsmith HELLO=target/release/bench-hello \
#       FAKE_PROVIDER=target/release/bench-fake-provider scripts/bench.sh
#   scripts/bench.sh [--bin PATH] [--hello PATH] [--fake-provider PATH]
# In order: the renderer (cargo bench), the ceiling (a trivial axum server),
# Cardsmith's endpoints with wrk against an instant fake image provider,
# the front end's bytes per route (Playwright), 5,000 generations in flight at
# once against a provider that takes 10 s (spoken to over HTTP/1.1, then over
# HTTP/2), the time to the first preview with 1, 500 and 5,000 generations
# watched at once against a provider that streams partial images, and
# Lighthouse. Every process it
# starts is stopped on the way out; the work folder is kept only on failure.
#
# Settings (environment):
#   BENCH_SECONDS=10            length of each wrk row
#   BENCH_GALLERY_SIZE=10000    images the search row's account owns
#   BENCH_SEARCH_WORD=lighthouse
#   BENCH_CAPACITY_REQUESTS=5000, BENCH_CAPACITY_USERS=10, BENCH_CAPACITY_DELAY=10 (seconds)
#   BENCH_RENDER=0, BENCH_FRONTEND=0, BENCH_PREVIEWS=0, BENCH_LIGHTHOUSE=0
#                               skip that step (said so in the results)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/local-server.sh

BIN=${BIN:-target/release/cardsmith}
HELLO=${HELLO:-}
FAKE_PROVIDER=${FAKE_PROVIDER:-}
while [ $# -gt 0 ]; do
    case $1 in
        --bin) BIN=$2; shift 2 ;;
        --hello) HELLO=$2; shift 2 ;;
        --fake-provider) FAKE_PROVIDER=$2; shift 2 ;;
        *) echo "usage: scripts/bench.sh [--bin PATH] [--hello PATH] [--fake-provider PATH]" >&2; exit 2 ;;
    esac
done
# A built tool of the bench crates, release or dist, when none was named.
built() {
    local candidate
    for candidate in "target/release/$1" "target/dist/$1"; do
        [ -x "$candidate" ] && echo "$candidate" && return
    done
}
HELLO=${HELLO:-$(built bench-hello)}
FAKE_PROVIDER=${FAKE_PROVIDER:-$(built bench-fake-provider)}
row_seconds=${BENCH_SECONDS:-10}
gallery_size=${BENCH_GALLERY_SIZE:-10000}
search_word=${BENCH_SEARCH_WORD:-lighthouse}
capacity_requests=${BENCH_CAPACITY_REQUESTS:-5000}
capacity_users=${BENCH_CAPACITY_USERS:-10}
capacity_delay=${BENCH_CAPACITY_DELAY:-10}
# Credits per second of the generation row bought up front: well above what
# one server makes on loopback. Running out would show as 402s in that row.
generation_credit_rate=3000
export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
# The drivers import each other; keep bench/ free of __pycache__.
export PYTHONDONTWRITEBYTECODE=1

fail() { echo "error: $*" >&2; exit 1; }
[ -x "$BIN" ] || fail "no server binary at $BIN (make build makes it)"
[ -n "$HELLO" ] && [ -x "$HELLO" ] || fail "no ceiling binary: pass --hello PATH or HELLO=PATH (bench-hello)"
[ -n "$FAKE_PROVIDER" ] && [ -x "$FAKE_PROVIDER" ] ||
    fail "no fake image provider: pass --fake-provider PATH or FAKE_PROVIDER=PATH (bench-fake-provider)"
BIN=$(realpath "$BIN")
HELLO=$(realpath "$HELLO")
FAKE_PROVIDER=$(realpath "$FAKE_PROVIDER")
scripts/ensure-wrk.sh
if [ "${BENCH_FRONTEND:-1}" != 0 ]; then
    [ -x "$CHROMIUM_PATH" ] || fail "the front-end step needs Chromium at $CHROMIUM_PATH (scripts/install-deps.sh --test)"
    [ -d web/node_modules/@playwright/test ] || fail "the front-end step needs web/node_modules (scripts/install-deps.sh)"
fi
# The capacity step holds a socket per request in the server, in the fake
# provider and in the driver: every process started from here may open as
# many files as the system lets it.
ulimit -n "$(ulimit -Hn)"

work=$(mktemp -d /tmp/cardsmith-bench.XXXXXX)
mkdir -p "$work/rows"
: > "$work/rows.tsv"
cut -d' ' -f1-3 /proc/loadavg > "$work/loadavg-start"
pids=()
finished=false
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if $finished; then rm -rf "$work"; else echo "the run's logs are in $work" >&2; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

step() { echo "==> $*"; }

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

wait_until_answers() {
    for _ in $(seq 1 100); do
        curl -fsS "$1" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    fail "nothing answers at $1"
}

# Stops one process this script started, and forgets it (its pid may be reused).
stop() {
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
    local kept=() pid
    for pid in "${pids[@]}"; do [ "$pid" = "$1" ] || kept+=("$pid"); done
    pids=("${kept[@]}")
}

# start_fake_provider DELAY [FLAG...]: sets $provider_pid and $provider_url.
start_fake_provider() {
    local port log="$work/provider-$1.log"
    port=$(free_port)
    [ $# -gt 1 ] && log="$work/provider-$1-streaming.log"
    "$FAKE_PROVIDER" --port "$port" --delay "$@" > "$log" 2>&1 &
    provider_pid=$!
    pids+=("$provider_pid")
    provider_url="http://127.0.0.1:$port"
    wait_until_answers "$provider_url/stats"
}

# start_cardsmith NAME [VAR=value ...]: Cardsmith on a fresh data dir in
# $work/NAME, its images from the fake provider at $provider_url; sets $base
# and $server_pid.
start_cardsmith() {
    local dir="$work/$1"
    shift
    mkdir -p "$dir"
    base="http://127.0.0.1:$(free_port)"
    server=
    local started=0
    start_local_server "$base" "$dir" \
        CARDSMITH_PUBLIC_URL="$base" \
        CARDSMITH_IMAGE_PROVIDER=openai \
        CARDSMITH_OPENAI_BASE_URL="$provider_url/v1" \
        CARDSMITH_SIGNUP_BONUS=signup \
        CARDSMITH_SIGNUPS_PER_HOUR=1000 \
        CARDSMITH_CONFIG="$PWD/bench/bench-config.toml" \
        "$@" || started=$?
    [ -n "$server" ] && pids+=("$server")
    [ "$started" = 0 ] || exit 1
    server_pid=$server
}

# measure NAME LABEL CONNECTIONS SCRIPT NOTE URL [-H header...]: one row.
# wrk counts only answers >= 400 as errors, so a GET is first checked to
# answer 2xx (a redirect would otherwise pass as a fast row).
measure() {
    local name=$1 label=$2 connections=$3 script=$4 note=$5 url=$6
    shift 6
    step "$label ($connections connections, ${row_seconds} s)"
    if [ "$script" = bench/wrk/report.lua ]; then
        local status
        status=$(curl -s -o /dev/null -w '%{http_code}' "$@" "$url")
        [[ $status == 2* ]] || fail "GET $url answers $status"
    fi
    WRK_REPORT="$work/rows/$name.json" wrk -t1 -c"$connections" -d"${row_seconds}s" --latency \
        --timeout 30s -s "$script" "$@" "$url" | sed 's/^/    /'
    printf '%s\t%s\t%s\t%s\n' "$name" "$label" "$connections" "$note" >> "$work/rows.tsv"
}

state() {
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$work/state.json" "$1"
}

# --- The renderer, first, while nothing else runs -------------------------
if [ "${BENCH_RENDER:-1}" != 0 ]; then
    step "cargo bench -p cardsmith-render"
    cargo bench -p cardsmith-render > "$work/render.txt" 2> "$work/render.log" ||
        { cat "$work/render.log" >&2; fail "the renderer's bench failed"; }
    sed 's/^/    /' "$work/render.txt"
else
    echo "BENCH_RENDER=0" > "$work/render.skipped"
fi

# --- The ceiling -------------------------------------------------------------
hello_url="http://127.0.0.1:$(free_port)"
"$HELLO" --addr "${hello_url#http://}" > "$work/hello.log" 2>&1 &
hello_pid=$!
pids+=("$hello_pid")
wait_until_answers "$hello_url/"
hello_note="stand-in: $(basename "$HELLO")"
[ "$(basename "$HELLO")" = bench-hello ] && hello_note="bench/hello: a trivial axum handler"
measure hello "hello GET / (the ceiling)" 64 bench/wrk/report.lua "$hello_note" "$hello_url/"
stop "$hello_pid"

# --- Cardsmith's endpoints -----------------------------------------------------
start_fake_provider 0
start_cardsmith main
step "an account with $((gallery_size + row_seconds * generation_credit_rate)) credits, a confirmed address and an API key"
python3 bench/prepare.py --base "$base" --outbox "$work/main/data/outbox" \
    --credits $((gallery_size + row_seconds * generation_credit_rate)) > "$work/state.json"
cookie=$(state cookie)
measure packages "GET /api/credit-packages" 64 bench/wrk/report.lua \
    "the /purchase page's packages, signed out" "$base/api/credit-packages"
measure me "GET /api/auth/me (signed in)" 64 bench/wrk/report.lua \
    "session cookie" "$base/api/auth/me" -H "Cookie: $cookie"
measure page "GET / (the SPA's HTML)" 64 bench/wrk/report.lua \
    "Accept-Encoding: gzip, as browsers send" "$base/" -H "Accept-Encoding: gzip"
measure generate "POST /api/images/generate" 64 bench/wrk/generate.lua \
    "instant fake OpenAI-compatible provider (64x64 PNG), SQLite; a new prompt and Idempotency-Key each" \
    "$base/api/images/generate" -H "Cookie: $cookie" -H "CSRF-Token: $(state csrf)"
step "generating until the account owns $gallery_size images"
python3 bench/seed.py --base "$base" --state "$work/state.json" --target "$gallery_size" \
    --search "$search_word" --out "$work/gallery.json"
gallery_note=$(python3 -c 'import json, sys; g = json.load(open(sys.argv[1]))
print("one account owning {:,} images, {:,} of them match".format(g["owned"], g["matching"]))' "$work/gallery.json")
measure search "GET /api/images?search=$search_word" 16 bench/wrk/report.lua \
    "$gallery_note" "$base/api/images?search=$search_word" -H "Cookie: $cookie"
measure v1 "GET /v1/images (API key)" 64 bench/wrk/report.lua \
    "first page of the same gallery; tier limits lifted (bench/bench-config.toml), still counted per request" \
    "$base/v1/images" -H "Authorization: Bearer $(state api_key)"

if [ "${BENCH_FRONTEND:-1}" != 0 ]; then
    step "front-end bytes per route (Playwright, Chromium)"
    python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1]))["cookies"]))' \
        "$work/state.json" > "$work/cookies.json"
    node bench/frontend-sizes.mjs "$base" "$work/frontend.json" "$work/cookies.json" | sed 's/^/    /'
else
    echo "BENCH_FRONTEND=0" > "$work/frontend.skipped"
fi
stop "$server_pid"
stop "$provider_pid"

# --- Concurrency capacity --------------------------------------------------------
# Twice, on a fresh server each time: the provider spoken to over HTTP/1.1 (a
# connection per generation) and over HTTP/2 (one connection for them all, as
# with an https provider that offers it, such as OpenAI).
capacity_status=0
for http in 1 2; do
    start_fake_provider "$capacity_delay"
    prior_knowledge=false version=HTTP/1.1
    [ "$http" = 2 ] && prior_knowledge=true version=HTTP/2
    start_cardsmith "capacity-http$http" CARDSMITH_MAX_CONNECTIONS=$((capacity_requests + 1000)) \
        CARDSMITH_OPENAI_HTTP2_PRIOR_KNOWLEDGE=$prior_knowledge
    step "$capacity_requests generations in flight at once (provider over $version, answers after ${capacity_delay} s)"
    python3 bench/concurrency.py --base "$base" --pid "$server_pid" --provider "$provider_url" \
        --requests "$capacity_requests" --users "$capacity_users" --http "$http" \
        --out "$work/capacity-http$http.json" || capacity_status=$?
    stop "$server_pid"
    stop "$provider_pid"
done

# --- Time to first preview -------------------------------------------------------
# Generations watched with Accept: text/event-stream, against a provider that
# streams two partial images (the first after 1 s) before the image at the
# capacity step's delay; the model is one that streams (GPT Image).
# Over HTTP/1.1 and over HTTP/2, as the capacity step.
previews_status=0
if [ "${BENCH_PREVIEWS:-1}" != 0 ]; then
    preview_model=gpt-image-2
    for http in 1 2; do
        start_fake_provider "$capacity_delay" --partials 2 --first-partial 1.0
        prior_knowledge=false version=HTTP/1.1
        [ "$http" = 2 ] && prior_knowledge=true version=HTTP/2
        start_cardsmith "previews-http$http" CARDSMITH_MAX_CONNECTIONS=$((capacity_requests + 1000)) \
            CARDSMITH_OPENAI_MODEL=$preview_model CARDSMITH_OPENAI_HTTP2_PRIOR_KNOWLEDGE=$prior_knowledge
        step "time to the first preview, 1, 500 and $capacity_requests generations at once (provider over $version, 2 partial images, the first after 1 s)"
        python3 bench/first_preview.py --base "$base" --pid "$server_pid" --provider "$provider_url" \
            --model "$preview_model" --counts "1,500,$capacity_requests" --users "$capacity_users" \
            --out "$work/previews-http$http.json" || previews_status=$?
        stop "$server_pid"
        stop "$provider_pid"
    done
else
    echo "BENCH_PREVIEWS=0" > "$work/previews.skipped"
fi

# --- Lighthouse ------------------------------------------------------------------
if [ "${BENCH_LIGHTHOUSE:-1}" != 0 ]; then
    step "Lighthouse (scripts/lighthouse.sh)"
    if BIN=$BIN scripts/lighthouse.sh 2>&1 | sed 's/^/    /'; then
        echo "Measured in this run, within the budget (web/scripts/lighthouse.mjs)" > "$work/lighthouse.status"
    else
        echo "failed: below the budget or did not run (see the output of scripts/lighthouse.sh)" > "$work/lighthouse.status"
    fi
else
    echo "Not measured in this run (BENCH_LIGHTHOUSE=0): the summaries in bench/lighthouse/ are from the date shown" \
        > "$work/lighthouse.status"
fi

step "results"
report_status=0
in_repo() { case $1 in "$PWD"/*) echo "${1#"$PWD"/}" ;; *) echo "$1" ;; esac; }
python3 bench/report.py --work "$work" --hello "$(in_repo "$HELLO")" --bin "$(in_repo "$BIN")" \
    --seconds "$row_seconds" || report_status=$?
[ "$capacity_status" = 0 ] && [ "$previews_status" = 0 ] && [ "$report_status" = 0 ] || exit 1
finished=true
