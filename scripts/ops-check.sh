#!/usr/bin/env bash
# Runs the steps of docs/operations.md on this machine, end to end, and says
# what it saw: one instance on SQLite (health, production mode, graceful stop),
# the systemd unit (systemd-analyze, then its ExecStart as an unprivileged user
# in a read-only file system), backup and restore, an upgrade, a full disk under
# SQLite, two instances on PostgreSQL, S3 (moto), Redis and SMTP behind nginx,
# start-ups with a service unreachable, database and Redis outages, an instance
# killed mid-generation, a rolling restart, and the metrics with the guide's
# Prometheus configuration and alert rules.
#
#   scripts/ops-check.sh [BINARY]       BINARY defaults to target/release/cardsmith
#
# The configuration files it runs (nginx, Prometheus, blackbox exporter, alert
# rules) are taken from docs/operations.md itself, from the fenced blocks marked
# <!-- ops-check: NAME -->, with the example addresses replaced by local ones.
#
# Needs root, PostgreSQL (PGHOST/PGPORT/PGUSER, default 127.0.0.1:5432 postgres,
# allowed to create databases), Redis (OPS_REDIS_URL, default redis://127.0.0.1:6379),
# moto_server (scripts/ensure-moto.sh), aiosmtpd (scripts/ensure-aiosmtpd.sh),
# curl, jq, sqlite3, socat, openssl, unshare, setpriv and mount, and from Debian:
# nginx, prometheus (with promtool), prometheus-blackbox-exporter, systemd (for
# systemd-analyze). A step whose tools are missing is skipped and says so.
# OPS_OLD_BIN=path: an older cardsmith binary for a real upgrade (optional).
# KEEP=1 keeps the work folder (logs of every process) for a look afterwards.
# It creates and drops its own database and stops only the processes it started.
set -uo pipefail
# Services get no backtraces in their logs unless asked; neither do these runs.
unset RUST_BACKTRACE RUST_LIB_BACKTRACE

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DOC=$ROOT/docs/operations.md
UNIT=$ROOT/docs/cardsmith.service
ENV_EXAMPLE=$ROOT/docs/cardsmith.env.example
SOURCE_BIN=${1:-$ROOT/target/release/cardsmith}
export PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432} PGUSER=${PGUSER:-postgres}
REDIS_URL=${OPS_REDIS_URL:-redis://127.0.0.1:6379}
PASSWORD=correct-horse-battery
DB=cardsmith_ops_doc_$$
WORK=$(mktemp -d /var/tmp/cardsmith-ops.XXXXXX)
chmod 755 "$WORK"
mkdir -p "$WORK"/{bin,logs,doc,backup}
BIN=$WORK/bin/cardsmith

PASSED=0 FAILED=0 SKIPPED=0
declare -A PID=()
DB_CREATED=

step() { printf '\n== %s\n' "$*"; }
note() { printf '        %s\n' "$*"; }
ok() { PASSED=$((PASSED + 1)); printf '  ok    %s\n' "$*"; }
bad() { FAILED=$((FAILED + 1)); printf '  FAIL  %s\n' "$*"; }
skip() { SKIPPED=$((SKIPPED + 1)); printf '  skip  %s\n' "$*"; }
expect() { # DESCRIPTION EXPECTED ACTUAL
    if [[ "$3" == "$2" ]]; then ok "$1: $3"; else bad "$1: expected $2, got $3"; fi
}
expect_match() { # DESCRIPTION REGEX ACTUAL
    if [[ "$3" =~ $2 ]]; then ok "$1"; else bad "$1: '$3' does not match /$2/"; fi
}
seen() { # DESCRIPTION FILE ERE
    if grep -Eq -- "$3" "$2"; then ok "$1"; else bad "$1: no /$3/ in ${2#"$WORK"/}"; fi
}
have() { command -v "$1" >/dev/null 2>&1; }

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# spawn NAME COMMAND...: runs in the background, output in logs/NAME.log.
spawn() {
    local name=$1
    shift
    "$@" >"$WORK/logs/$name.log" 2>&1 &
    PID[$name]=$!
}

# stop NAME [SIGNAL]: signals the process, waits for it, and sets RC to its
# exit status and STOP_SECS to the seconds it took.
stop() {
    local name=$1 signal=${2:-TERM} started=$SECONDS
    RC=0
    kill "-$signal" "${PID[$name]}" 2>/dev/null || true
    wait "${PID[$name]}" 2>/dev/null || RC=$?
    STOP_SECS=$((SECONDS - started))
    unset "PID[$name]"
}

# stop_group NAME: a process started with setsid, and its children.
stop_group() {
    kill -TERM -- "-${PID[$1]}" 2>/dev/null || true
    wait "${PID[$1]}" 2>/dev/null || true
    unset "PID[$1]"
}

# wait_http URL [SECONDS]: until the URL answers 200.
wait_http() {
    local url=$1 deadline=$((SECONDS + ${2:-30}))
    while ((SECONDS < deadline)); do
        [[ $(curl -sk -o /dev/null -w '%{http_code}' "$url" || true) == 200 ]] && return 0
        sleep 0.2
    done
    return 1
}

status() { curl -sk -o /dev/null -w '%{http_code}' "$@" || true; }

# A browser: a cookie jar, or "hdr:" and a Cookie header for an instance
# reached over plain http (curl keeps Secure cookies off http).
cookie_args() {
    if [[ $1 == hdr:* ]]; then
        printf '%s\n' -H "Cookie: ${1#hdr:}"
    else
        printf '%s\n' -c "$1" -b "$1"
    fi
}

csrf() { # BASE BROWSER
    local args
    mapfile -t args < <(cookie_args "$2")
    curl -sk "${args[@]}" "$1/api/csrf-token" | jq -r .csrfToken
}

# call BASE BROWSER METHOD PATH [JSON]: prints the status; the body is in $WORK/last.json.
call() {
    local base=$1 browser=$2 method=$3 path=$4 body=${5:-} args
    mapfile -t args < <(cookie_args "$browser")
    args+=(-sk -o "$WORK/last.json" -w '%{http_code}' -X "$method")
    if [[ $method != GET ]]; then args+=(-H "CSRF-Token: $(csrf "$base" "$browser")"); fi
    if [[ -n $body ]]; then args+=(-H 'Content-Type: application/json' --data-binary "$body"); fi
    curl "${args[@]}" "$base$path" || true
}

signup() { # BASE BROWSER NAME
    call "$1" "$2" POST /api/auth/signup \
        "{\"username\":\"$3\",\"email\":\"$3@example.com\",\"password\":\"$PASSWORD\"}"
}

login() { # BASE BROWSER NAME
    call "$1" "$2" POST /api/auth/login "{\"email\":\"$3@example.com\",\"password\":\"$PASSWORD\"}"
}

credits() { # BASE BROWSER
    call "$1" "$2" GET /api/auth/me >/dev/null
    jq -r .credits "$WORK/last.json"
}

# The Cookie header a jar holds (all its cookies).
cookie_header() {
    awk -F'\t' 'NF >= 7 && ($1 !~ /^# / ) { print $6 "=" $7 }' "$1" | paste -sd ';' | sed 's/;/; /g'
}

# The confirmation link's token in the newest email of a folder.
verify_token() {
    python3 - "$1" <<'PY'
import email, pathlib, re, sys
newest = max(pathlib.Path(sys.argv[1]).glob("*.eml"), key=lambda p: p.stat().st_mtime)
message = email.message_from_bytes(newest.read_bytes())
for part in message.walk():
    if part.get_content_maintype() == "text":
        found = re.search(r"verify-email\?token=([A-Za-z0-9_-]+)", part.get_payload(decode=True).decode())
        if found:
            print(found.group(1))
            break
PY
}

metric() { # METRICS_URL SERIES (exact text before the value)
    { curl -s "$1" || true; } | awk -v s="$2" '$1 == s { print $2 }'
}

# extract NAME: the fenced block after <!-- ops-check: NAME --> in the guide.
extract() {
    awk -v marker="<!-- ops-check: $1 -->" '
        index($0, marker) == 1 { grab = 1; next }
        grab == 1 && /^```/ { grab = 2; next }
        grab == 2 && /^```/ { exit }
        grab == 2 { print }' "$DOC" >"$WORK/doc/$1"
    if [[ -s $WORK/doc/$1 ]]; then
        echo "$WORK/doc/$1"
    else
        bad "docs/operations.md has no block marked ops-check: $1"
        return 1
    fi
}

# Reads an EnvironmentFile the way systemd reads plain KEY=value lines; refuses
# quotes and backslashes, whose rules differ from a shell's.
read_env_file() {
    local line key value
    while IFS= read -r line || [[ -n $line ]]; do
        line=${line#"${line%%[![:space:]]*}"}
        [[ -z $line || $line == \#* || $line == \;* || $line != *=* ]] && continue
        key=${line%%=*}
        value=${line#*=}
        value=${value#"${value%%[![:space:]]*}"}
        value=${value%"${value##*[![:space:]]}"}
        if [[ $value == [\"\']* || $value == *\\* ]]; then
            echo "read_env_file: quoted or escaped value for $key; this reader does not handle it" >&2
            return 1
        fi
        printf '%s=%s\n' "${key%"${key##*[![:space:]]}"}" "$value"
    done <"$1"
}

cleanup() {
    local name
    # Only the script itself cleans up, once (not a subshell that inherited the trap).
    [[ $BASHPID == "$$" && -z ${CLEANED:-} ]] || return 0
    CLEANED=1
    for name in "${!PID[@]}"; do
        kill -TERM "${PID[$name]}" 2>/dev/null || true
        kill -TERM -- "-${PID[$name]}" 2>/dev/null || true
    done
    sleep 1
    for name in "${!PID[@]}"; do
        kill -KILL "${PID[$name]}" 2>/dev/null || true
        kill -KILL -- "-${PID[$name]}" 2>/dev/null || true
    done
    if [[ -n $DB_CREATED ]]; then
        dropdb --if-exists "$DB" >/dev/null 2>&1 || true
        dropdb --if-exists "${DB}_restored" >/dev/null 2>&1 || true
    fi
    [[ -n ${DISK_MOUNTED:-} ]] && umount -l "$WORK/disk"
    if [[ ${KEEP:-} == 1 ]]; then
        echo "Kept $WORK"
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT

# --------------------------------------------------------------------------
step "0. What this runs on"
[[ -x $SOURCE_BIN ]] || {
    echo "No binary at $SOURCE_BIN: build it first (make build)" >&2
    exit 1
}
# A copy, so a rebuild while this runs changes nothing here.
cp "$SOURCE_BIN" "$BIN"
note "date:       $(date -u '+%Y-%m-%d %H:%M UTC')"
note "binary:     $SOURCE_BIN ($("$BIN" --version), sha256 $(sha256sum "$BIN" | cut -c1-16)…, built $(date -u -r "$SOURCE_BIN" '+%Y-%m-%d %H:%M UTC'))"
note "postgresql: $(psql -Atc 'show server_version' 2>/dev/null || echo unreachable)"
note "redis:      $(redis-cli -u "$REDIS_URL" info server 2>/dev/null | tr -d '\r' | awk -F: '$1 == "redis_version" { print $2 }')"
note "moto:       $(python3 -c 'import moto; print(moto.__version__)' 2>/dev/null || echo missing)"
note "nginx:      $(nginx -v 2>&1 | sed 's/.*nginx\///' || echo missing)"
note "prometheus: $(prometheus --version 2>&1 | awk 'NR == 1 { print $3 }' || echo missing), blackbox exporter $(prometheus-blackbox-exporter --version 2>&1 | awk 'NR == 1 { print $3 }' || echo missing)"
note "systemd:    $(systemd-analyze --version 2>/dev/null | awk 'NR == 1 { print $2 }' || echo missing) (PID 1 here is $(cat /proc/1/comm))"

# --------------------------------------------------------------------------
step "1. One instance on its embedded defaults"
D1=$WORK/single/data
P1=$(free_port)
S1=http://127.0.0.1:$P1
spawn single env RUST_LOG=info,sea_orm_migration=info "$BIN" serve --addr "127.0.0.1:$P1" --data-dir "$D1"
wait_http "$S1/healthz" || bad "the server did not answer on $S1"
expect "GET /healthz" '{"status":"ok"}' "$(curl -s "$S1/healthz")"
expect "GET /readyz" '{"status":"ready"}' "$(curl -s "$S1/readyz")"
id=$(curl -s -D - -o /dev/null -H 'X-Request-Id: ops-check-1' "$S1/healthz" | tr -d '\r' |
    awk -F': ' 'tolower($1) == "x-request-id" { print $2 }')
expect "an X-Request-Id sent by a proxy comes back" ops-check-1 "$id"
expect_match "a request without one gets a fresh id" '^[0-9a-f-]{36}$' \
    "$(curl -s -D - -o /dev/null "$S1/healthz" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-request-id" { print $2 }')"
seen "first start applies the migrations (log)" "$WORK/logs/single.log" "Applying migration 'm0001"
ls "$D1" >"$WORK/single/listing"
seen "the data dir holds the database, images and outbox" "$WORK/single/listing" '^cardsmith\.db$'
A1=$WORK/single/alice.jar
expect "sign up" 201 "$(signup "$S1" "$A1" alice)"
expect "generate an image" 201 "$(call "$S1" "$A1" POST /api/images/generate \
    '{"prompt":"A birthday card with balloons and confetti","quality":"low","size":"1024x1024"}')"
IMAGE_URL=$(jq -r .imageUrl "$WORK/last.json")
ALICE_CREDITS=$(credits "$S1" "$A1")
note "alice has $ALICE_CREDITS credits and the image $IMAGE_URL"
expect "the outbox holds the confirmation email" 1 "$(find "$D1/outbox" -name '*.eml' | wc -l)"

# --------------------------------------------------------------------------
step "1b. CARDSMITH_ENV=production"
P=$(free_port)
rc=0
# Standard output and standard error apart: the log goes to the first, the
# error that ends a start to the second.
timeout 30 env CARDSMITH_ENV=production "$BIN" serve --addr "127.0.0.1:$P" --data-dir "$WORK/prod/data" \
    >"$WORK/logs/prod-refused.stdout" 2>"$WORK/logs/prod-refused.log" || rc=$?
expect "production with the demo checkout refuses to start (exit status)" 1 "$rc"
seen "and says why on standard error" "$WORK/logs/prod-refused.log" "^Error: Demo payments are off in production"
seen "the log lines before it are on standard output" "$WORK/logs/prod-refused.stdout" ' INFO instance started'
rc=0
timeout 30 env CARDSMITH_ADDR=0.0.0.0:$P "$BIN" serve --data-dir "$WORK/prod/data" >"$WORK/logs/public-refused.log" 2>&1 || rc=$?
expect "development on a non-loopback address refuses too" 1 "$rc"
seen "and says why" "$WORK/logs/public-refused.log" "Demo payments are off on a public address"
spawn prod env CARDSMITH_ENV=production CARDSMITH_ALLOW_DEMO_PAYMENTS=true \
    "$BIN" serve --addr "127.0.0.1:$P" --data-dir "$WORK/prod/data"
wait_http "http://127.0.0.1:$P/healthz" || bad "production with CARDSMITH_ALLOW_DEMO_PAYMENTS=true did not start"
seen "allowed demo payments are logged loudly" "$WORK/logs/prod.log" "DEMO PAYMENTS ARE ALLOWED"
expect "sign up in production" 201 "$(signup "http://127.0.0.1:$P" "$WORK/prod/p.jar" pat)"
expect "the sign-up credits wait for the confirmed address in production" 0 "$(jq -r .credits "$WORK/last.json")"
stop prod
expect "SIGTERM: exit status" 0 "$RC"

# --------------------------------------------------------------------------
step "1c. The systemd unit (docs/cardsmith.service, docs/cardsmith.env.example)"
U=$WORK/unit
mkdir -p "$U/data" "$U/etc"
cp "$ENV_EXAMPLE" "$U/etc/cardsmith.env"
sed -e "s#/usr/local/bin/cardsmith#$BIN#g" -e "s#/etc/cardsmith/cardsmith.env#$U/etc/cardsmith.env#g" \
    "$UNIT" >"$U/cardsmith.service"
if have systemd-analyze; then
    if systemd-analyze verify "$U/cardsmith.service" >"$WORK/logs/verify.log" 2>&1; then
        ok "systemd-analyze verify (binary and env file paths pointed at this run's copies)"
    else
        bad "systemd-analyze verify: $(tr '\n' ' ' <"$WORK/logs/verify.log")"
    fi
    [[ -s $WORK/logs/verify.log ]] && note "verify said: $(tr '\n' ' ' <"$WORK/logs/verify.log")"
    systemd-analyze verify "$UNIT" >"$WORK/logs/verify-shipped.log" 2>&1 || true
    note "verify of the file as shipped: $(tr '\n' ' ' <"$WORK/logs/verify-shipped.log" | sed "s#$ROOT/##g")"
    systemd-analyze security --offline=true "$U/cardsmith.service" >"$WORK/logs/security.log" 2>&1 || true
    note "$(grep -E 'Overall exposure' "$WORK/logs/security.log" || tail -1 "$WORK/logs/security.log")"
else
    skip "systemd-analyze is not installed"
fi
# Its ExecStart line, as the unit's user would run it: the env file read the
# way systemd reads it, the whole file system read-only except the data dir
# (ProtectSystem=strict, ReadWritePaths=), a private /tmp (PrivateTmp=), an
# unprivileged user with no new privileges and no capabilities.
exec_start=$(sed -n 's/^ExecStart=//p' "$U/cardsmith.service" | sed "s#/var/lib/cardsmith#$U/data#g")
read_env_file "$U/etc/cardsmith.env" >"$U/env" || bad "the env file has a line systemd and this reader could read differently"
UP=$(free_port)
UM=$(free_port)
mapfile -t unit_env <"$U/env"
unit_env+=("CARDSMITH_ADDR=127.0.0.1:$UP" "CARDSMITH_METRICS_ADDR=127.0.0.1:$UM")
note "ExecStart: $exec_start  (CARDSMITH_ADDR and CARDSMITH_METRICS_ADDR moved to free ports)"
chown nobody:nogroup "$U/data"
chmod 750 "$U/data"
if have unshare && have setpriv; then
    # shellcheck disable=SC2086 # exec_start is one command line, split as systemd splits it
    spawn unit unshare --mount --propagation private -- sh -c '
        data=$1; shift
        mount --bind "$data" "$data"
        mount -o remount,bind,ro /
        mount -t tmpfs -o mode=1777 tmpfs /tmp
        cd "$data"
        exec setpriv --reuid=nobody --regid=nogroup --clear-groups --no-new-privs \
            --inh-caps=-all --bounding-set=-all env -i "$@"' sh \
        "$U/data" "${unit_env[@]}" $exec_start
    if wait_http "http://127.0.0.1:$UP/healthz"; then
        ok "the unit's command line starts as nobody on a read-only system with the example env file"
    else
        bad "the unit's command line did not start: $(tail -3 "$WORK/logs/unit.log")"
    fi
    expect "its /readyz" 200 "$(status "http://127.0.0.1:$UP/readyz")"
    expect "its metrics address" 200 "$(status "http://127.0.0.1:$UM/metrics")"
    seen "it logs JSON (CARDSMITH_LOG_FORMAT=json)" "$WORK/logs/unit.log" '^\{"timestamp":'
    seen "with Stripe payments and SMTP from the env file" "$WORK/logs/unit.log" '"email":"smtp"'
    expect "sign up through it (writes the data dir)" 201 "$(signup "http://127.0.0.1:$UP" "$U/u.jar" una)"
    expect "its files belong to the service user" nobody "$(stat -c %U "$U/data/cardsmith.db")"
    stop unit
    expect "SIGTERM: exit status (0: Restart=on-failure does not restart it)" 0 "$RC"
else
    skip "unshare or setpriv is missing: the unit's command line was not run"
fi

# --------------------------------------------------------------------------
step "3. Backup while running, restore into a fresh data dir"
B1=$WORK/backup/cardsmith-$(date -u +%Y%m%dT%H%M%SZ).db
if "$BIN" backup --data-dir "$D1" "$B1" >"$WORK/logs/backup.log" 2>&1; then
    ok "cardsmith backup while the server runs: $(cat "$WORK/logs/backup.log")"
else
    bad "cardsmith backup: $(cat "$WORK/logs/backup.log")"
fi
rc=0
"$BIN" backup --data-dir "$D1" "$B1" >"$WORK/logs/backup-again.log" 2>&1 || rc=$?
expect "a second backup to the same file is refused (exit status)" 1 "$rc"
seen "and says why" "$WORK/logs/backup-again.log" "already exists"
tar -C "$D1" -czf "$WORK/backup/images.tar.gz" images
ok "the images folder archived with tar ($(du -h "$WORK/backup/images.tar.gz" | cut -f1))"

# Graceful stop: a login whose body arrives 3 s late is in flight at SIGTERM.
token=$(csrf "$S1" "$A1")
( sleep 3; printf '{"email":"alice@example.com","password":"%s"}' "$PASSWORD" ) |
    curl -s -o "$WORK/slow.json" -w '%{http_code}' -X POST -T - -c "$A1" -b "$A1" \
        -H 'Content-Type: application/json' -H "CSRF-Token: $token" "$S1/api/auth/login" >"$WORK/slow.code" &
slow=$!
sleep 1
stop single
wait "$slow" || true
expect "the request in flight at SIGTERM was answered" 200 "$(cat "$WORK/slow.code")"
expect "then the server exited with status" 0 "$RC"
note "SIGTERM to exit: ${STOP_SECS} s (the request's body arrived 2 s after the signal)"
seen "it logged the shutdown" "$WORK/logs/single.log" "Shutting down: finishing in-flight requests"
if grep -q $'\x1b\\[' "$WORK/logs/single.log"; then
    bad "the pretty log written to a file has colour codes"
else
    ok "the pretty log written to a file has no colour codes"
fi

D2=$WORK/restored/data
if "$BIN" restore --data-dir "$D2" "$B1" >"$WORK/logs/restore.log" 2>&1; then
    ok "cardsmith restore into a data dir that does not exist yet: $(sed "s#$WORK/##g" "$WORK/logs/restore.log" | tr '\n' ' ')"
else
    bad "cardsmith restore into a data dir that does not exist yet: $(sed "s#$WORK/##g" "$WORK/logs/restore.log" | tr '\n' ' ')"
fi
expect "restore created the data dir with the database in it" yes "$([[ -f $D2/cardsmith.db ]] && echo yes || echo no)"
tar -C "$D2" -xzf "$WORK/backup/images.tar.gz"
echo "not a database" >"$WORK/backup/junk.db"
rc=0
"$BIN" restore --data-dir "$D2" "$WORK/backup/junk.db" >"$WORK/logs/restore-junk.log" 2>&1 || rc=$?
expect "restore refuses a file that is not a Cardsmith database (exit status)" 1 "$rc"
note "$(tail -1 "$WORK/logs/restore-junk.log" | sed "s#$WORK/##g")"
cp "$B1" "$WORK/backup/future.db"
sqlite3 "$WORK/backup/future.db" "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m9999_from_a_newer_release', 0)"
rc=0
"$BIN" restore --data-dir "$D2" "$WORK/backup/future.db" >"$WORK/logs/restore-future.log" 2>&1 || rc=$?
expect "restore refuses a backup from a newer version (exit status)" 1 "$rc"
note "$(tail -1 "$WORK/logs/restore-future.log" | sed "s#$WORK/##g")"

P2=$(free_port)
S2=http://127.0.0.1:$P2
spawn restored "$BIN" serve --addr "127.0.0.1:$P2" --data-dir "$D2"
wait_http "$S2/healthz" || bad "the restored server did not start"
A2=$WORK/restored/alice.jar
expect "the session from before the backup still works on the restored data" 200 "$(call "$S2" "$A1" GET /api/auth/me)"
expect "log in on the restored data" 200 "$(login "$S2" "$A2" alice)"
expect "the balance came back" "$ALICE_CREDITS" "$(credits "$S2" "$A2")"
expect "the image file came back" 200 "$(status -b "$A2" "$S2$IMAGE_URL")"

# --------------------------------------------------------------------------
step "4. Upgrade: stop, start again on the same data"
migrations_before=$(sqlite3 "$D2/cardsmith.db" 'SELECT count(*) FROM seaql_migrations')
stop restored
expect "SIGTERM: exit status" 0 "$RC"
started=$SECONDS
spawn restarted env RUST_LOG=info,sea_orm_migration=info "$BIN" serve --addr "127.0.0.1:$P2" --data-dir "$D2"
wait_http "$S2/readyz" || bad "the restarted server did not start"
note "ready again $((SECONDS - started)) s after the start"
seen "nothing to migrate (log)" "$WORK/logs/restarted.log" "No pending migrations"
expect "migrations recorded" "$migrations_before" "$(sqlite3 "$D2/cardsmith.db" 'SELECT count(*) FROM seaql_migrations')"
expect "the session survived the restart" 200 "$(call "$S2" "$A2" GET /api/auth/me)"
stop restarted
expect "SIGTERM: exit status" 0 "$RC"
cp "$D2/cardsmith.db" "$WORK/backup/newer.db"
sqlite3 "$WORK/backup/newer.db" "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m9999_from_a_newer_release', 0)"
mkdir -p "$WORK/newer"
cp "$WORK/backup/newer.db" "$WORK/newer/cardsmith.db"
rc=0
timeout 30 "$BIN" serve --addr "127.0.0.1:$P2" --data-dir "$WORK/newer" >"$WORK/logs/older-binary.log" 2>&1 || rc=$?
expect "a binary older than its database refuses to start (exit status)" 1 "$rc"
note "$(grep -Eo 'Migration file of version[^"]*' "$WORK/logs/older-binary.log" | head -1)"
if [[ -n ${OPS_OLD_BIN:-} ]]; then
    # A real upgrade: the older binary serves, the newer one starts beside it
    # on the same data (as in a rolling upgrade), migrates, and both serve.
    D3=$WORK/upgrade/data
    P4=$(free_port)
    S4=http://127.0.0.1:$P4
    note "older binary: $OPS_OLD_BIN (sha256 $(sha256sum "$OPS_OLD_BIN" | cut -c1-16)…)"
    spawn old "$OPS_OLD_BIN" serve --addr "127.0.0.1:$P2" --data-dir "$D3"
    wait_http "$S2/healthz" || bad "the old binary did not start"
    expect "sign up on the old binary" 201 "$(signup "$S2" "$WORK/upgrade/o.jar" olga)"
    spawn new env RUST_LOG=info,sea_orm_migration=info "$BIN" serve --addr "127.0.0.1:$P4" --data-dir "$D3"
    wait_http "$S4/readyz" || bad "the new binary did not start beside the old one"
    applied=$(grep -Eo "Migration '[^']+' has been applied" "$WORK/logs/new.log" | tr '\n' ' ')
    if [[ -n $applied ]]; then ok "the new binary migrated while the old one served: $applied"; else skip "the two binaries have the same migrations: nothing to upgrade"; fi
    expect "the old binary still serves on the newer schema: the session" 200 "$(call "$S2" "$WORK/upgrade/o.jar" GET /api/auth/me)"
    expect "and a generation" 201 "$(call "$S2" "$WORK/upgrade/o.jar" POST /api/images/generate \
        '{"prompt":"A birthday card with balloons and confetti","quality":"low","size":"1024x1024"}')"
    expect "the new binary serves the old binary's session" 200 "$(call "$S4" "$WORK/upgrade/o.jar" GET /api/auth/me)"
    stop old
    expect "old binary: SIGTERM" 0 "$RC"
    if [[ -n $applied ]]; then
        rc=0
        timeout 30 "$OPS_OLD_BIN" serve --addr "127.0.0.1:$P2" --data-dir "$D3" >"$WORK/logs/old-again.log" 2>&1 || rc=$?
        expect "the old binary, restarted, refuses the upgraded data (exit status)" 1 "$rc"
        note "$(grep -Eo 'Migration file of version[^"]*' "$WORK/logs/old-again.log" | head -1)"
    fi
    stop new
    expect "new binary: SIGTERM" 0 "$RC"
else
    skip "OPS_OLD_BIN not set: no upgrade across versions"
fi

# --------------------------------------------------------------------------
step "1d. SQLite on a full disk"
# The data dir on a tmpfs of 64 MB of its own, filled up while the server runs.
mkdir -p "$WORK/disk"
if mount -t tmpfs -o size=64m tmpfs "$WORK/disk" 2>"$WORK/logs/mount.log"; then
    DISK_MOUNTED=1
    PF=$(free_port)
    SF=http://127.0.0.1:$PF
    FAY=$WORK/fay.jar
    spawn fulldisk env CARDSMITH_SIGNUPS_PER_HOUR=100 "$BIN" serve --addr "127.0.0.1:$PF" --data-dir "$WORK/disk/data"
    wait_http "$SF/readyz" || bad "the server on the small disk did not start"
    expect "sign up" 201 "$(signup "$SF" "$FAY" fay)"
    FAY_CREDITS=$(credits "$SF" "$FAY")
    dd if=/dev/zero of="$WORK/disk/filler" bs=64k >/dev/null 2>&1 || true
    note "disk filled: $(df -h --output=avail "$WORK/disk" | tail -1 | tr -d ' ') left"
    expect "a sign-up while the disk is full" "503 {\"message\":\"The service is briefly unavailable. Please try again in a moment.\"}" \
        "$(signup "$SF" "$WORK/fd-new.jar" gus) $(cat "$WORK/last.json")"
    expect "a generation while the disk is full" 503 "$(call "$SF" "$FAY" POST /api/images/generate \
        '{"prompt":"A birthday card with balloons and confetti","quality":"low","size":"1024x1024"}')"
    note "its message: $(jq -r .message "$WORK/last.json")"
    note "/readyz meanwhile: $(status "$SF/readyz"), /healthz: $(status "$SF/healthz")"
    rm -f "$WORK/disk/filler"
    # Service is back at once: the pool never hands out a connection left
    # inside a transaction SQLite rolled back on the full disk.
    expect "the first sign-up once the disk has room" 201 "$(signup "$SF" "$WORK/fd-new.jar" gus)"
    expect "nothing was charged for the generation that could not be saved" "$FAY_CREDITS" "$(credits "$SF" "$FAY")"
    expect "the first generation once the disk has room" 201 "$(call "$SF" "$FAY" POST /api/images/generate \
        '{"prompt":"A birthday card with balloons and confetti","quality":"low","size":"1024x1024"}')"
    # Read-your-writes: every balance read next must show the charge.
    reads=()
    for _ in 1 2 3 4 5; do reads+=("$(credits "$SF" "$FAY")"); done
    expect "the next five balance reads show the charge" "$(printf "$((FAY_CREDITS - 1)) %.0s" 1 2 3 4 5)" "${reads[*]} "
    stop fulldisk
    expect "SIGTERM: exit status" 0 "$RC"
    # Every sign-up answered 503 should have left no account behind: fay and
    # the one gus that was answered 201.
    expect "accounts in the database after the sign-ups answered 503 and the one answered 201" \
        "fay gus" "$(sqlite3 "$WORK/disk/data/cardsmith.db" 'SELECT username FROM users ORDER BY created_at' | paste -sd ' ')"
    umount "$WORK/disk" && DISK_MOUNTED=
else
    skip "could not mount a tmpfs (needs root): $(cat "$WORK/logs/mount.log")"
fi

# --------------------------------------------------------------------------
step "2. Two instances: PostgreSQL, S3 (moto), Redis, SMTP, behind nginx"
missing=()
for tool in moto_server socat nginx openssl redis-cli createdb pg_dump pg_restore prometheus promtool prometheus-blackbox-exporter; do
    have "$tool" || missing+=("$tool")
done
python3 -c 'import aiosmtpd' 2>/dev/null || missing+=(aiosmtpd)
if ((${#missing[@]})); then
    skip "missing ${missing[*]}: scripts/ensure-moto.sh, scripts/ensure-aiosmtpd.sh, apt-get install nginx prometheus prometheus-blackbox-exporter"
    printf '\nops-check: %d passed, %d failed, %d skipped\n' "$PASSED" "$FAILED" "$SKIPPED"
    exit $((FAILED > 0))
fi
X=$WORK/scale
mkdir -p "$X"/{a,b,c,mail,nginx/tmp,prom}
createdb "$DB"
DB_CREATED=1
ok "createdb $DB"
MOTO_PORT=$(free_port)
spawn moto setsid moto_server -H 127.0.0.1 -p "$MOTO_PORT"
MOTO=http://127.0.0.1:$MOTO_PORT
wait_http "$MOTO/" || bad "moto_server did not start"
expect "create the bucket" 200 "$(status -X PUT "$MOTO/cardsmith-ops")"
SMTP_PORT=$(free_port)
spawn smtp python3 "$ROOT/scripts/smtp-sink.py" "$SMTP_PORT" "$X/mail"
# Instance B reaches PostgreSQL through socat, so its database can be cut alone.
RELAY_PORT=$(free_port)
spawn relay setsid socat "TCP-LISTEN:$RELAY_PORT,bind=127.0.0.1,reuseaddr,fork" "TCP:$PGHOST:$PGPORT"
# And Redis the same way.
REDIS_HOSTPORT=${REDIS_URL#*://}
REDIS_HOSTPORT=${REDIS_HOSTPORT%%/*}
REDIS_RELAY_PORT=$(free_port)
spawn redisrelay setsid socat "TCP-LISTEN:$REDIS_RELAY_PORT,bind=127.0.0.1,reuseaddr,fork" "TCP:$REDIS_HOSTPORT"
PA=$(free_port) PB=$(free_port) MA=$(free_port) MB=$(free_port) LB=$(free_port)
SA=http://127.0.0.1:$PA SB=http://127.0.0.1:$PB SITE=https://127.0.0.1:$LB
TOKEN=ops-check-metrics-token-$$
shared_env=(
    "CARDSMITH_PUBLIC_URL=$SITE"
    "CARDSMITH_TRUSTED_PROXY_HOPS=1"
    "CARDSMITH_STORAGE_URL=s3://cardsmith-ops/site"
    "CARDSMITH_S3_ENDPOINT=$MOTO"
    "CARDSMITH_S3_ALLOW_HTTP=true"
    "AWS_ACCESS_KEY_ID=testing" "AWS_SECRET_ACCESS_KEY=testing" "AWS_REGION=us-east-1"
    "CARDSMITH_REDIS_URL=$REDIS_URL"
    "CARDSMITH_SMTP_URL=smtp://127.0.0.1:$SMTP_PORT"
    "CARDSMITH_ALLOW_DEMO_PAYMENTS=true"
    "CARDSMITH_RESERVATION_LEASE_SECS=5"
    "CARDSMITH_METRICS_TOKEN=$TOKEN"
    "RUST_LOG=info,sea_orm_migration=info"
)
start_a() {
    spawn a env "${shared_env[@]}" CARDSMITH_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB" \
        CARDSMITH_METRICS_ADDR="127.0.0.1:$MA" "$BIN" serve --addr "127.0.0.1:$PA" --data-dir "$X/a"
}
start_b() {
    spawn "${1:-b}" env "${shared_env[@]}" CARDSMITH_DATABASE_URL="postgres://$PGUSER@127.0.0.1:$RELAY_PORT/$DB" \
        CARDSMITH_REDIS_URL="redis://127.0.0.1:$REDIS_RELAY_PORT" \
        CARDSMITH_METRICS_ADDR="127.0.0.1:$MB" "$BIN" serve --addr "127.0.0.1:$PB" --data-dir "$X/b"
}
# Both at once, on an empty database: they take turns migrating.
start_a
start_b
wait_http "$SA/readyz" 60 || bad "instance A did not start: $(tail -3 "$WORK/logs/a.log")"
wait_http "$SB/readyz" 60 || bad "instance B did not start: $(tail -3 "$WORK/logs/b.log")"
expect "two instances started together: each migration applied once" \
    "$(psql -Atc 'SELECT count(DISTINCT version) FROM seaql_migrations' "$DB")" \
    "$(psql -Atc 'SELECT count(*) FROM seaql_migrations' "$DB")"
note "A applied $(grep -c "has been applied" "$WORK/logs/a.log" || true) migrations, B applied $(grep -c "has been applied" "$WORK/logs/b.log" || true)"
for name in a b; do
    seen "instance ${name^^} says it uses postgres and smtp" "$WORK/logs/$name.log" 'database.*postgres.*email.*smtp'
done

# What an instance does when a shared service does not answer at start-up.
CLOSED=$(free_port)
# refused_start DESCRIPTION LOG SETTINGS...: the start must fail with exit
# status 1; REFUSED_SECS is how long it took (at most 60 s are waited).
refused_start() {
    local description=$1 log=$2 rc=0 started=$SECONDS
    shift 2
    timeout 60 env "${shared_env[@]}" CARDSMITH_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB" "$@" \
        "$BIN" serve --addr 127.0.0.1:0 --data-dir "$X/refused" >"$WORK/logs/$log.log" 2>&1 || rc=$?
    REFUSED_SECS=$((SECONDS - started))
    expect "$description: exit status" 1 "$rc"
    note "after $REFUSED_SECS s: $(grep -Eo 'Error: .*' "$WORK/logs/$log.log" | head -1 | cut -c1-160) / $(grep -A1 'Caused by:' "$WORK/logs/$log.log" | sed -n 2p | sed 's/^ *//' | cut -c1-160)"
}
refused_start "PostgreSQL unreachable at start-up" no-db CARDSMITH_DATABASE_URL="postgres://$PGUSER@127.0.0.1:$CLOSED/$DB"
# Redis refusing connections (nothing listens on the port).
refused_start "Redis unreachable at start-up (connection refused)" no-redis CARDSMITH_REDIS_URL="redis://127.0.0.1:$CLOSED"
seen "and says why" "$WORK/logs/no-redis.log" 'Redis \(CARDSMITH_REDIS_URL\) does not answer'
if ((REFUSED_SECS <= 16)); then ok "within 15 s ($REFUSED_SECS s)"; else bad "the start took $REFUSED_SECS s to fail (the guide says 15 s at most)"; fi
# Redis whose port accepts connections and never answers (a hung server, or a
# firewall that lets the handshake through).
SILENT_PORT=$(free_port)
spawn silent python3 -c '
import socket, sys, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1])))
s.listen(64)
time.sleep(600)
' "$SILENT_PORT"
sleep 0.5
refused_start "Redis that accepts connections and never answers, at start-up" silent-redis \
    CARDSMITH_REDIS_URL="redis://127.0.0.1:$SILENT_PORT"
seen "and says why" "$WORK/logs/silent-redis.log" 'Redis \(CARDSMITH_REDIS_URL\) does not answer'
if ((REFUSED_SECS <= 16)); then ok "within 15 s ($REFUSED_SECS s)"; else bad "the start took $REFUSED_SECS s to fail (the guide says 15 s at most)"; fi
stop silent KILL
refused_start "a bucket that does not exist" no-bucket CARDSMITH_STORAGE_URL=s3://no-such-bucket/site


openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
    -keyout "$X/nginx/site.key" -out "$X/nginx/site.pem" >/dev/null 2>&1
conf=$(extract nginx-site) || true
sed -e "s#10.0.0.11:8080#127.0.0.1:$PA#; s#10.0.0.12:8080#127.0.0.1:$PB#" \
    -e "s#listen 443 ssl;#listen 127.0.0.1:$LB ssl;#" \
    -e "s#/etc/ssl/private/cards.example.com.fullchain.pem#$X/nginx/site.pem#" \
    -e "s#/etc/ssl/private/cards.example.com.key#$X/nginx/site.key#" "$conf" >"$X/nginx/cardsmith.conf"
cat >"$X/nginx/nginx.conf" <<EOF
user root root;
worker_processes 1;
pid $X/nginx/nginx.pid;
error_log $WORK/logs/nginx-error.log;
events {}
http {
    access_log $WORK/logs/nginx-access.log;
    client_body_temp_path $X/nginx/tmp/body;
    proxy_temp_path $X/nginx/tmp/proxy;
    fastcgi_temp_path $X/nginx/tmp/fastcgi;
    uwsgi_temp_path $X/nginx/tmp/uwsgi;
    scgi_temp_path $X/nginx/tmp/scgi;
    include $X/nginx/cardsmith.conf;
}
EOF
if nginx -t -e "$WORK/logs/nginx-error.log" -p "$X/nginx" -c "$X/nginx/nginx.conf" >"$WORK/logs/nginx-t.log" 2>&1; then
    ok "nginx -t accepts the guide's site block"
else
    bad "nginx -t: $(cat "$WORK/logs/nginx-t.log")"
fi
spawn nginx nginx -e "$WORK/logs/nginx-error.log" -p "$X/nginx" -c "$X/nginx/nginx.conf" -g 'daemon off;'
wait_http "$SITE/healthz" || bad "nginx did not answer on $SITE"

step "2a. One session, any instance"
BOB=$X/bob.jar
expect "sign up through the load balancer (https)" 201 "$(signup "$SITE" "$BOB" bob)"
seen "the session cookie is __Host- and Secure behind https" "$BOB" '__Host-cardsmith_session'
BOB_HDR=hdr:$(cookie_header "$BOB")
expect "the session on instance A" 200 "$(call "$SA" "$BOB_HDR" GET /api/auth/me)"
expect "the same session on instance B" 200 "$(call "$SB" "$BOB_HDR" GET /api/auth/me)"
hsts=$(curl -sk -D - -o /dev/null "$SITE/" | tr -d '\r' | awk -F': ' 'tolower($1) == "strict-transport-security" { print $2 }')
expect_match "HSTS through the load balancer" 'max-age=' "$hsts"
id=$(curl -sk -D - -o /dev/null "$SITE/healthz" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-request-id" { print $2 }')
expect_match "nginx's \$request_id is the request id" '^[0-9a-f]{32}$' "$id"
for _ in 1 2 3 4 5 6; do call "$SITE" "$BOB" GET /api/auth/me >/dev/null; done
ma=$(metric "http://127.0.0.1:$MA/metrics" 'cardsmith_http_requests_total{method="GET",route="/api/auth/me",status="2xx"}')
mb=$(metric "http://127.0.0.1:$MB/metrics" 'cardsmith_http_requests_total{method="GET",route="/api/auth/me",status="2xx"}')
if ((${ma:-0} > 1 && ${mb:-0} > 1)); then ok "nginx spread /api/auth/me over both (A answered $ma, B $mb)"; else bad "one instance got no /api/auth/me: A $ma, B $mb"; fi

step "2b. Email over SMTP, confirmed on the other instance"
sleep 1
expect "the confirmation email reached the SMTP server" 1 "$(find "$X/mail" -name '*.eml' | wc -l)"
vtoken=$(verify_token "$X/mail")
expect "confirm the address on A with the link from the email" 200 \
    "$(call "$SA" "$BOB_HDR" POST /api/auth/verify-email "{\"token\":\"$vtoken\"}")"
expect "B sees it confirmed" true "$(call "$SB" "$BOB_HDR" GET /api/auth/me >/dev/null; jq -r .emailVerified "$WORK/last.json")"

# smtp:// sends in clear unless ?tls=required asks for STARTTLS (which this
# local SMTP server does not offer, so the email must fail).
PD=$(free_port)
MD=$(free_port)
spawn d env "${shared_env[@]}" CARDSMITH_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB" \
    CARDSMITH_SMTP_URL="smtp://127.0.0.1:$SMTP_PORT?tls=required" CARDSMITH_METRICS_ADDR="127.0.0.1:$MD" \
    "$BIN" serve --addr "127.0.0.1:$PD" --data-dir "$X/d"
wait_http "http://127.0.0.1:$PD/readyz" 60 || bad "instance D did not start"
expect "sign up on an instance with smtp://…?tls=required" 201 "$(signup "http://127.0.0.1:$PD" "$X/dora.jar" dora)"
deadline=$((SECONDS + 20))
while ((SECONDS < deadline)) && [[ $(metric "http://127.0.0.1:$MD/metrics" 'cardsmith_emails_total{result="failed"}') != 1 ]]; do sleep 0.5; done
expect "its email failed: the server offers no STARTTLS" 1 "$(metric "http://127.0.0.1:$MD/metrics" 'cardsmith_emails_total{result="failed"}')"
seen "D logged why: STARTTLS was required and not offered" "$WORK/logs/d.log" "STARTTLS is not supported on this server"
expect "the SMTP server got nothing more" 1 "$(find "$X/mail" -name '*.eml' | wc -l)"
stop d

step "2c. Public API limits shared through Redis"
expect "create an API key on B" 201 "$(call "$SB" "$BOB_HDR" POST /api/api-keys '{"name":"ops check"}')"
KEY=$(jq -r .secret "$WORK/last.json")
BOB_ID=$(call "$SA" "$BOB_HDR" GET /api/auth/me >/dev/null; jq -r .id "$WORK/last.json")
while (($(date +%S | sed 's/^0//') > 50)); do sleep 1; done # stay inside one minute
remaining=()
for base in "$SA" "$SB" "$SA" "$SB"; do
    remaining+=("$(curl -s -D - -o /dev/null -H "Authorization: Bearer $KEY" "$base/v1/account" | tr -d '\r' |
        awk -F': ' 'tolower($1) == "x-ratelimit-remaining" { print $2 }')")
done
expect "X-RateLimit-Remaining over A, B, A, B (one count)" "9 8 7 6" "${remaining[*]}"
expect "the counters are in Redis" 2 "$(redis-cli -u "$REDIS_URL" --scan --pattern "cardsmith:api:{$BOB_ID}:*" | wc -l)"

step "2d. Images in the bucket"
expect "generate on A" 201 "$(call "$SA" "$BOB_HDR" POST /api/images/generate \
    '{"prompt":"A thank-you card with sunflowers","quality":"low","size":"1024x1024"}')"
BOB_IMAGE=$(jq -r .imageUrl "$WORK/last.json")
expect "the file is served by B" 200 "$(status -H "Cookie: ${BOB_HDR#hdr:}" "$SB$BOB_IMAGE")"
expect "it is in the bucket" 1 "$(curl -s "$MOTO/cardsmith-ops?list-type=2&prefix=site/" | grep -o "<Key>site/${BOB_IMAGE#/api/images/file/}</Key>" | wc -l)"
expect "nothing was written to the instances' image folders" 0 "$(find "$X/a" "$X/b" -path '*images*' -type f | wc -l)"

step "3b. Backups on PostgreSQL and S3"
rc=0
env CARDSMITH_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB" timeout 30 "$BIN" backup "$X/pg.db" \
    >"$WORK/logs/backup-pg.log" 2>&1 || rc=$?
expect "cardsmith backup on PostgreSQL refuses (exit status)" 1 "$rc"
note "$(grep -Eo 'Error: .*' "$WORK/logs/backup-pg.log")"
DB_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB"
if pg_dump --format=custom --file="$X/cardsmith.dump" "$DB_URL" 2>"$WORK/logs/pg_dump.log"; then
    ok "pg_dump --format=custom while both instances run ($(du -h "$X/cardsmith.dump" | cut -f1))"
else
    bad "pg_dump: $(cat "$WORK/logs/pg_dump.log")"
fi
if ! have aws; then
    skip "the aws command is missing (pip install awscli): the bucket was not copied"
elif AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing AWS_DEFAULT_REGION=us-east-1 \
    aws --endpoint-url "$MOTO" s3 sync --only-show-errors s3://cardsmith-ops/site "$X/bucket-copy" 2>"$WORK/logs/s3-sync.log"; then
    ok "aws s3 sync of the bucket: $(find "$X/bucket-copy" -type f | wc -l) files"
else
    bad "aws s3 sync: $(cat "$WORK/logs/s3-sync.log")"
fi
createdb "${DB}_restored"
if pg_restore --no-owner --dbname="${DB}_restored" "$X/cardsmith.dump" 2>"$WORK/logs/pg_restore.log"; then
    ok "pg_restore --no-owner into a new database"
else
    bad "pg_restore: $(cat "$WORK/logs/pg_restore.log")"
fi
PR=$(free_port)
spawn pgrestored env "${shared_env[@]}" CARDSMITH_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/${DB}_restored" \
    CARDSMITH_METRICS_TOKEN= RUST_LOG=info,sea_orm_migration=info "$BIN" serve --addr "127.0.0.1:$PR" --data-dir "$X/r"
wait_http "http://127.0.0.1:$PR/readyz" 60 || bad "an instance on the restored database did not start"
seen "nothing to migrate on the restored database" "$WORK/logs/pgrestored.log" "No pending migrations"
expect "bob's session works on the restored database" 200 "$(call "http://127.0.0.1:$PR" "$BOB_HDR" GET /api/auth/me)"
expect "and his image is served" 200 "$(status -H "Cookie: ${BOB_HDR#hdr:}" "http://127.0.0.1:$PR$BOB_IMAGE")"
stop pgrestored
dropdb "${DB}_restored" && ok "dropdb ${DB}_restored"

step "5. Metrics and the Prometheus set-up of the guide"
expect "metrics address of A" 200 "$(status "http://127.0.0.1:$MA/metrics")"
expect "/metrics on the site address without the token" 401 "$(status "$SA/metrics")"
expect "with a wrong token" 401 "$(status -H 'Authorization: Bearer wrong-wrong-wrong-wrong' "$SA/metrics")"
expect "with the token" 200 "$(status -H "Authorization: Bearer $TOKEN" "$SA/metrics")"
expect "through the load balancer (the guide's nginx block answers 404)" 404 "$(status -H "Authorization: Bearer $TOKEN" "$SITE/metrics")"
rc=0
timeout 30 env CARDSMITH_METRICS_TOKEN=short "$BIN" serve --addr 127.0.0.1:0 --data-dir "$X/short" >"$WORK/logs/short-token.log" 2>&1 || rc=$?
expect "a token under 16 characters refuses to start" 1 "$rc"
for series in cardsmith_http_requests_total cardsmith_http_request_duration_seconds_bucket cardsmith_generations_total \
    cardsmith_provider_errors_total cardsmith_reservations_pending cardsmith_credits_total cardsmith_emails_total; do
    curl -s -o "$WORK/metrics-a.txt" "http://127.0.0.1:$MA/metrics"
    if grep -q "^$series" "$WORK/metrics-a.txt"; then ok "A exports $series"; else bad "A does not export $series"; fi
done
expect "A counted the image it made" 1 "$(metric "http://127.0.0.1:$MA/metrics" 'cardsmith_generations_total{outcome="succeeded"}')"
ea=$(metric "http://127.0.0.1:$MA/metrics" 'cardsmith_emails_total{result="sent"}')
eb=$(metric "http://127.0.0.1:$MB/metrics" 'cardsmith_emails_total{result="sent"}')
expect "the email was counted by the instance that sent it (A + B)" 1 "$((${ea:-0} + ${eb:-0}))"

rules=$(extract cardsmith-rules.yml) || true
promconf=$(extract prometheus.yml) || true
tokenjob=$(extract prometheus-token-job.yml) || true
blackbox=$(extract blackbox.yml) || true
cp "$rules" "$X/prom/cardsmith-rules.yml"
cp "$blackbox" "$X/prom/blackbox.yml"
BP=$(free_port)
PP=$(free_port)
printf '%s\n' "$TOKEN" >"$X/prom/cardsmith-metrics-token"
{
    sed -e 's#scrape_interval: 15s#scrape_interval: 2s#; s#evaluation_interval: 15s#evaluation_interval: 2s#' \
        -e "s#/etc/prometheus/cardsmith-rules.yml#$X/prom/cardsmith-rules.yml#" \
        -e "s#10.0.0.11:9464#127.0.0.1:$MA#; s#10.0.0.12:9464#127.0.0.1:$MB#" \
        -e "s#10.0.0.11:8080#127.0.0.1:$PA#; s#10.0.0.12:8080#127.0.0.1:$PB#" \
        -e "s#127.0.0.1:9115#127.0.0.1:$BP#" "$promconf"
    sed -e "s#/etc/prometheus/cardsmith-metrics-token#$X/prom/cardsmith-metrics-token#" \
        -e "s#10.0.0.11:8080#127.0.0.1:$PA#; s#10.0.0.12:8080#127.0.0.1:$PB#" "$tokenjob"
} >"$X/prom/prometheus.yml"
if promtool check config "$X/prom/prometheus.yml" >"$WORK/logs/promtool-config.log" 2>&1; then
    ok "promtool check config: the scrape configs (both kinds) and the rules"
else
    bad "promtool check config: $(cat "$WORK/logs/promtool-config.log")"
fi
cat >"$X/prom/rules-test.yml" <<'EOF'
rule_files: [cardsmith-rules.yml]
evaluation_interval: 1m
tests:
  # Trouble: 5% server errors, 20% of generations failing at the provider,
  # 12 reservations pending for 40 minutes, instance b not ready from minute 3.
  - interval: 1m
    input_series:
      - series: 'cardsmith_http_requests_total{job="cardsmith",instance="a",method="GET",route="/api/auth/me",status="2xx"}'
        values: '0+95x40'
      - series: 'cardsmith_http_requests_total{job="cardsmith",instance="a",method="POST",route="/api/images/generate",status="5xx"}'
        values: '0+5x40'
      - series: 'cardsmith_generations_total{job="cardsmith",instance="a",outcome="succeeded"}'
        values: '0+8x40'
      - series: 'cardsmith_generations_total{job="cardsmith",instance="a",outcome="failed"}'
        values: '0+2x40'
      - series: 'cardsmith_provider_errors_total{job="cardsmith",instance="a",kind="timeout"}'
        values: '0+2x40'
      - series: 'cardsmith_provider_errors_total{job="cardsmith",instance="a",kind="content_policy"}'
        values: '0+5x40'
      - series: 'cardsmith_reservations_pending{job="cardsmith",instance="a"}'
        values: '12x40'
      - series: 'cardsmith_reservations_pending{job="cardsmith",instance="b"}'
        values: '12x40'
      - series: 'probe_success{job="cardsmith-readyz",instance="http://b:8080/readyz"}'
        values: '1 1 1 0x37'
      - series: 'probe_success{job="cardsmith-readyz",instance="http://a:8080/readyz"}'
        values: '1x40'
    alert_rule_test:
      - {eval_time: 5m, alertname: CardsmithServerErrors, exp_alerts: []}
      - eval_time: 20m
        alertname: CardsmithServerErrors
        exp_alerts:
          - exp_labels: {severity: page}
            exp_annotations: {summary: More than 2% of answers are server errors (5xx)}
      - eval_time: 20m
        alertname: CardsmithImageProviderFailing
        exp_alerts:
          - exp_labels: {severity: ticket}
            exp_annotations: {summary: More than 10% of generations fail at the image provider}
      - {eval_time: 20m, alertname: CardsmithReservationsStuck, exp_alerts: []}
      - eval_time: 35m
        alertname: CardsmithReservationsStuck
        exp_alerts:
          - exp_labels: {severity: ticket}
            exp_annotations: {summary: More than 10 generations have been in progress for 30 minutes}
      - {eval_time: 4m, alertname: CardsmithNotReady, exp_alerts: []}
      - eval_time: 6m
        alertname: CardsmithNotReady
        exp_alerts:
          - exp_labels: {severity: page, job: cardsmith-readyz, instance: "http://b:8080/readyz"}
            exp_annotations: {summary: "http://b:8080/readyz is not ready: its database is unreachable or it does not answer"}
  # A quiet, healthy site: nothing fires.
  - interval: 1m
    input_series:
      - series: 'cardsmith_http_requests_total{job="cardsmith",instance="a",method="GET",route="/api/auth/me",status="2xx"}'
        values: '0+100x40'
      - series: 'cardsmith_generations_total{job="cardsmith",instance="a",outcome="succeeded"}'
        values: '0+10x40'
      - series: 'cardsmith_provider_errors_total{job="cardsmith",instance="a",kind="content_policy"}'
        values: '0+3x40'
      - series: 'cardsmith_reservations_pending{job="cardsmith",instance="a"}'
        values: '0 3 1 0 2 4 0 1 0 0 5 2 0 1 3 0 0 2 1 0 4 0 1 2 0 0 3 1 0 2 0 1 0 4 2 0 1 0 0 2 1'
      - series: 'probe_success{job="cardsmith-readyz",instance="http://a:8080/readyz"}'
        values: '1x40'
    alert_rule_test:
      - {eval_time: 40m, alertname: CardsmithServerErrors, exp_alerts: []}
      - {eval_time: 40m, alertname: CardsmithImageProviderFailing, exp_alerts: []}
      - {eval_time: 40m, alertname: CardsmithReservationsStuck, exp_alerts: []}
      - {eval_time: 40m, alertname: CardsmithNotReady, exp_alerts: []}
EOF
if (cd "$X/prom" && promtool test rules rules-test.yml) >"$WORK/logs/promtool-test.log" 2>&1; then
    ok "promtool test rules: each alert fires on trouble and stays quiet on a healthy site"
else
    bad "promtool test rules: $(cat "$WORK/logs/promtool-test.log")"
fi
spawn blackbox prometheus-blackbox-exporter --config.file="$X/prom/blackbox.yml" --web.listen-address="127.0.0.1:$BP"
spawn prometheus prometheus --config.file="$X/prom/prometheus.yml" --storage.tsdb.path="$X/prom/data" \
    --web.listen-address="127.0.0.1:$PP"
PROM=http://127.0.0.1:$PP
promql() { curl -s "$PROM/api/v1/query" --data-urlencode "query=$1" | jq -r '.data.result[0].value[1] // "none"'; }
wait_http "$PROM/-/ready" 60 || bad "Prometheus did not start"
deadline=$((SECONDS + 30))
while ((SECONDS < deadline)) && [[ $(promql 'count(up == 1)') != 6 ]]; do sleep 1; done
expect "Prometheus scrapes both instances both ways and probes both /readyz (targets up)" 6 "$(promql 'count(up == 1)')"
expect "probe_success of both /readyz" 2 "$(promql 'sum(probe_success{job="cardsmith-readyz"})')"
expect "generations made, summed over instances" 1 "$(promql 'sum(cardsmith_generations_total{job="cardsmith",outcome="succeeded"})')"

step "2e. The database unreachable from B"
stop_group relay
deadline=$((SECONDS + 15))
while ((SECONDS < deadline)) && [[ $(status "$SB/readyz") != 503 ]]; do sleep 0.5; done
expect "B /readyz" 503 "$(status "$SB/readyz")"
note "B answers: $(curl -s "$SB/readyz")"
expect "B /healthz (the process is up)" 200 "$(status "$SB/healthz")"
expect "A /readyz" 200 "$(status "$SA/readyz")"
UNAVAILABLE='The service is briefly unavailable. Please try again in a moment.'
expect "the web app's API on B meanwhile" "503 {\"message\":\"$UNAVAILABLE\"}" \
    "$(call "$SB" "$BOB_HDR" GET /api/auth/me) $(cat "$WORK/last.json")"
code=$(curl -s -m 60 -o "$WORK/last.json" -w '%{http_code}' -H "Authorization: Bearer $KEY" "$SB/v1/account" || true)
expect "the public API on B meanwhile" "503 service_unavailable $UNAVAILABLE" \
    "$code $(jq -r '"\(.error.code) \(.error.message)"' "$WORK/last.json" 2>/dev/null)"
started=$(date +%s%3N)
code=$(curl -s -m 60 -o "$WORK/metrics-b.txt" -w '%{http_code}' "http://127.0.0.1:$MB/metrics" || true)
took=$(($(date +%s%3N) - started))
expect "B's /metrics meanwhile" 200 "$code"
if grep -q '^cardsmith_reservations_pending' "$WORK/metrics-b.txt"; then
    bad "B's /metrics reports cardsmith_reservations_pending without a database: $(grep '^cardsmith_reservations_pending' "$WORK/metrics-b.txt")"
else
    ok "B's /metrics leaves cardsmith_reservations_pending out"
fi
seen "and keeps its counters" "$WORK/metrics-b.txt" '^cardsmith_http_requests_total\{'
if ((took < 3000)); then ok "B's scrape answered in $took ms"; else bad "B's scrape took $took ms (the guide says about 2 s)"; fi
codes=$(for _ in 1 2 3 4 5 6; do call "$SITE" "$BOB" GET /api/auth/me; echo; done | sort | uniq -c | tr -s ' \n' ' ')
note "six GETs through nginx meanwhile: $codes(count status)"
deadline=$((SECONDS + 30))
while ((SECONDS < deadline)) && [[ $(promql 'count(ALERTS{alertname="CardsmithNotReady"})') == none ]]; do sleep 1; done
expect "the CardsmithNotReady rule sees it (pending for its 2 minutes)" pending \
    "$(curl -s "$PROM/api/v1/query" --data-urlencode 'query=ALERTS{alertname="CardsmithNotReady"}' | jq -r '.data.result[0].metric.alertstate // "none"')"
spawn relay setsid socat "TCP-LISTEN:$RELAY_PORT,bind=127.0.0.1,reuseaddr,fork" "TCP:$PGHOST:$PGPORT"
started=$SECONDS
wait_http "$SB/readyz" 30 && ok "B ready again $((SECONDS - started)) s after the database came back" || bad "B did not recover"
expect "B serves the session again" 200 "$(call "$SB" "$BOB_HDR" GET /api/auth/me)"

step "2e'. Redis unreachable from B"
# v1_call: one /v1 call on B; sets V1 to "STATUS CODE" (CODE: the envelope's
# error code, or - on success) and V1_MS to the milliseconds it took.
v1_call() {
    local started code
    started=$(date +%s%3N)
    code=$(curl -s -m 120 -o "$WORK/last.json" -w '%{http_code}' -H "Authorization: Bearer $KEY" "$SB/v1/account" || true)
    V1_MS=$(($(date +%s%3N) - started))
    V1="$code $(jq -r '.error.code // "-"' "$WORK/last.json" 2>/dev/null)"
}
v1_call
expect "a /v1 call on B with Redis there" "200 -" "$V1"
# First Redis stops answering: the relay is frozen, its connections stay open
# and the relay's port still completes TCP handshakes.
kill -STOP -- "-${PID[redisrelay]}"
for attempt in 1 2; do
    v1_call
    expect "a /v1 call on B while Redis does not answer ($attempt, $V1_MS ms)" "503 service_unavailable" "$V1"
done
expect "B /readyz meanwhile (Redis is not part of readiness)" 200 "$(status "$SB/readyz")"
expect "the web app's API on B meanwhile" 200 "$(call "$SB" "$BOB_HDR" GET /api/auth/me)"
# Then its connections are refused: the frozen relay is killed (the commands
# it holds never reach Redis).
kill -KILL -- "-${PID[redisrelay]}"
wait "${PID[redisrelay]}" 2>/dev/null || true
unset "PID[redisrelay]"
for attempt in 1 2 3; do
    v1_call
    expect "a /v1 call on B while Redis refuses connections ($attempt, $V1_MS ms)" "503 service_unavailable" "$V1"
done
expect "its message" "$UNAVAILABLE" "$(jq -r .error.message "$WORK/last.json")"
expect "B /readyz meanwhile" 200 "$(status "$SB/readyz")"
expect "the web app's API on B meanwhile" 200 "$(call "$SB" "$BOB_HDR" GET /api/auth/me)"
spawn redisrelay setsid socat "TCP-LISTEN:$REDIS_RELAY_PORT,bind=127.0.0.1,reuseaddr,fork" "TCP:$REDIS_HOSTPORT"
started=$SECONDS
v1_call
note "the first /v1 call on B after Redis came back: $V1 ($V1_MS ms)"
deadline=$((SECONDS + 20))
while ((SECONDS < deadline)) && [[ $V1 != "200 -" ]]; do sleep 0.5; v1_call; done
expect "/v1 on B answers again after Redis came back (within 20 s; took $((SECONDS - started)) s)" "200 -" "$V1"

step "2f. An instance killed in the middle of a generation"
SLOW_PORT=$(free_port)
spawn slowapi python3 -c '
import http.server, sys, time
class Slow(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        time.sleep(600)
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Slow).serve_forever()
' "$SLOW_PORT"
PC=$(free_port)
SC=http://127.0.0.1:$PC
spawn c env "${shared_env[@]}" CARDSMITH_METRICS_TOKEN= CARDSMITH_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DB" \
    CARDSMITH_IMAGE_PROVIDER=openai CARDSMITH_OPENAI_BASE_URL="http://127.0.0.1:$SLOW_PORT/v1" \
    CARDSMITH_OPENAI_API_KEY=unused "$BIN" serve --addr "127.0.0.1:$PC" --data-dir "$X/c"
wait_http "$SC/readyz" 60 || bad "instance C did not start"
expect "instance C without a metrics token: /metrics on the site is" 404 "$(status "$SC/metrics")"
before=$(credits "$SA" "$BOB_HDR")
token=$(csrf "$SC" "$BOB_HDR")
curl -s -o /dev/null -w '%{http_code}' -X POST -H "Cookie: ${BOB_HDR#hdr:}" -H "CSRF-Token: $token" \
    -H 'Content-Type: application/json' --data-binary \
    '{"prompt":"A get-well card with tulips","quality":"low","size":"1024x1024"}' \
    "$SC/api/images/generate" >"$X/c/generate.code" &
generating=$!
deadline=$((SECONDS + 15))
while ((SECONDS < deadline)) && [[ $(metric "http://127.0.0.1:$MA/metrics" cardsmith_reservations_pending) != 1 ]]; do sleep 0.3; done
expect "a reservation is pending while C waits for the image API (A's gauge)" 1 "$(metric "http://127.0.0.1:$MA/metrics" cardsmith_reservations_pending)"
expect "B's gauge says the same" 1 "$(metric "http://127.0.0.1:$MB/metrics" cardsmith_reservations_pending)"
during=$(credits "$SA" "$BOB_HDR")
note "bob's credits: $before before, $during while the credit is reserved"
stop c KILL
killed=$SECONDS
while ((SECONDS - killed < 40)) && [[ $(metric "http://127.0.0.1:$MA/metrics" cardsmith_reservations_pending) != 0 ]]; do sleep 0.5; done
expect "after kill -9 of C, the reservation is refunded (pending)" 0 "$(metric "http://127.0.0.1:$MA/metrics" cardsmith_reservations_pending)"
note "refunded $((SECONDS - killed)) s after the kill (CARDSMITH_RESERVATION_LEASE_SECS=5 here)"
expect "bob's credits are back" "$before" "$(credits "$SA" "$BOB_HDR")"
if grep -hq "refunded interrupted reservations" "$WORK/logs/a.log" "$WORK/logs/b.log"; then
    ok "an instance logged the refund: $(grep -l "refunded interrupted reservations" "$WORK/logs/a.log" "$WORK/logs/b.log" | xargs -n1 basename | tr '\n' ' ')"
else
    bad "no instance logged 'refunded interrupted reservations'"
fi
wait "$generating" || true
note "the client of C saw: $(cat "$X/c/generate.code") (000: the connection was cut)"
stop slowapi

step "4b. Rolling restart of B under traffic through nginx"
(for _ in $(seq 1 60); do call "$SITE" "$BOB" GET /api/auth/me; echo; sleep 0.1; done) >"$X/rolling.codes" &
traffic=$!
sleep 1
stop b
expect "B: SIGTERM, exit status" 0 "$RC"
start_b b2
wait_http "$SB/readyz" 60 || bad "B did not come back"
seen "B again: no migrations to apply" "$WORK/logs/b2.log" "No pending migrations"
wait "$traffic" || true
expect "60 GETs through nginx during the restart, all 200" "60" "$(grep -c '^200$' "$X/rolling.codes")"

step "Stopping"
for name in a b2; do
    stop "$name"
    expect "$name: SIGTERM, exit status" 0 "$RC"
done
stop nginx
stop prometheus
stop blackbox
stop smtp
stop_group relay
stop_group redisrelay
stop_group moto
dropdb "$DB" && DB_CREATED= && ok "dropdb $DB"

printf '\nops-check: %d passed, %d failed, %d skipped\n' "$PASSED" "$FAILED" "$SKIPPED"
exit $((FAILED > 0))
