# Sourced by scripts that drive the release binary on a fresh data dir.
#   start_local_server BASE_URL WORK_DIR [VAR=value ...]
# starts "$BIN" serve on BASE_URL's port with its data in WORK_DIR/data and
# its log in WORK_DIR/server.log (with the given environment), sets $server to
# its pid, and waits until it answers; it fails, showing the log, if it never
# does.
start_local_server() {
    local base=$1 work=$2
    shift 2
    env "$@" "$BIN" serve --addr "${base#http://}" --data-dir "$work/data" \
        > "$work/server.log" 2>&1 &
    server=$!
    for _ in $(seq 1 100); do
        curl -fsS "$base/api/site" >/dev/null 2>&1 && return 0
        sleep 0.2
    done
    echo "error: the server at $base did not start:" >&2
    cat "$work/server.log" >&2
    return 1
}
