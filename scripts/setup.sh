#!/usr/bin/env bash
# Installs what Paging Lab needs and builds the WASM core. Safe to run again:
# on a machine that is already set up it only checks, and rebuilds what changed.
#   scripts/setup.sh          toolchain, npm packages, WASM core
#   scripts/setup.sh --test   the same, plus Chromium for the browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130
say() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

command -v cargo >/dev/null || { say "Rust is missing: install rustup and a stable toolchain, then run this again."; exit 1; }
command -v node >/dev/null || { say "Node.js (>= 20.19) is missing."; exit 1; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "${1:-}" = "--test" ]; then
  for component in rustfmt clippy; do
    if ! rustup component list --installed | grep -q "^$component"; then
      say "adding the $component component (the Rust lint gate)"
      rustup component add "$component"
    fi
  done
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--test" ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Chromium for the browser tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

say "building the WASM core"
cargo build --quiet --manifest-path wasm-core/Cargo.toml --lib --target wasm32-unknown-unknown --release
wasm=wasm-core/target/wasm32-unknown-unknown/release/paging_core.wasm
out=src/wasm/pkg
if [ ! -f "$out/paging_core_bg.wasm" ] || [ "$wasm" -nt "$out/paging_core_bg.wasm" ]; then
  wasm-bindgen --target web --out-dir "$out" "$wasm"
fi
