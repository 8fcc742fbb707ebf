#!/usr/bin/env bash
# Renders the card wizard's art-style samples (web/public/images/styles/{occasion}/{style}.webp)
# with the built-in renderer: each occasion's card in each style, lettered with the occasion's
# greeting. The prompt is worded as crates/domain/src/cards.rs words it; the greetings come from
# the wizard's own table, web/src/lib/occasion-wording.json.
set -euo pipefail
cd "$(dirname "$0")/.."
out=web/public/images/styles
cargo build --quiet --release -p cardsmith-render --example sample
declare -A wording=(
  [watercolor]="a soft watercolor painting with gentle washes of colour"
  [cartoon]="a bright, friendly cartoon illustration with bold outlines"
  [photorealistic]="a photorealistic scene with natural light and fine detail"
  [abstract]="an abstract composition of shapes and vivid colour"
  [minimalist]="a minimalist design with clean lines and generous white space"
  [vintage]="a vintage illustration with muted tones and a printed texture"
)
declare -A phrase=(
  [birthday]="a joyful birthday celebration"
  [anniversary]="a romantic anniversary celebration"
  [wedding]="an elegant wedding celebration"
  [graduation]="a proud graduation celebration"
  [thank_you]="a heartfelt thank-you"
  [get_well]="a cheerful get-well-soon wish"
  [new_baby]="a gentle welcome for a new baby"
  [sympathy]="a comforting message of sympathy"
)
for occasion in "${!phrase[@]}"; do
  greeting=$(node -p "require('./web/src/lib/occasion-wording.json')['$occasion'].greeting")
  mkdir -p "$out/$occasion"
  for style in "${!wording[@]}"; do
    prompt="A greeting card for ${phrase[$occasion]}, as ${wording[$style]}. The card shows the text \"${greeting}\" in clear, legible lettering, spelled exactly."
    SIDE=384 target/release/examples/sample "$out/$occasion/$style.webp" "$prompt" 1024x1024 7
  done
done
