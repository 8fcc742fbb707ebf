#!/usr/bin/env bash
# Renders the card wizard's art-style samples (web/public/images/styles/*.webp)
# with the built-in renderer: the same birthday card in each style, worded as
# crates/domain/src/cards.rs words the prompt.
set -euo pipefail
cd "$(dirname "$0")/.."
out=web/public/images/styles
mkdir -p "$out"
cargo build --quiet --release -p cardsmith-render --example sample
declare -A wording=(
  [watercolor]="a soft watercolor painting with gentle washes of colour"
  [cartoon]="a bright, friendly cartoon illustration with bold outlines"
  [photorealistic]="a photorealistic scene with natural light and fine detail"
  [abstract]="an abstract composition of shapes and vivid colour"
  [minimalist]="a minimalist design with clean lines and generous white space"
  [vintage]="a vintage illustration with muted tones and a printed texture"
)
for style in "${!wording[@]}"; do
  prompt="A greeting card for a joyful birthday celebration, as ${wording[$style]}. The card shows the text \"Happy Birthday\" in clear, legible lettering, spelled exactly."
  SIDE=384 target/release/examples/sample "$out/$style.webp" "$prompt" 1024x1024 7
done
