#!/usr/bin/env bash
# Installs the system libraries ckschema links (libyaml, libxml2, SQLite, and on Linux libcrypto for
# SHA-256; macOS uses CryptoKit) when they are missing.
# Debian/Ubuntu: apt-get. Elsewhere it only checks and tells what to install.
set -euo pipefail

missing=()
for pkg in libyaml-dev libxml2-dev libsqlite3-dev libssl-dev; do
  if command -v dpkg-query >/dev/null 2>&1; then
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  fi
done

if ! command -v dpkg-query >/dev/null 2>&1; then
  pkg-config --exists yaml-0.1 || { echo "ckschema needs libyaml (pkg-config yaml-0.1): install it with your package manager" >&2; exit 1; }
  pkg-config --exists libxml-2.0 || { echo "ckschema needs libxml2 (pkg-config libxml-2.0): install it with your package manager" >&2; exit 1; }
  if [ "$(uname -s)" = Linux ]; then
    pkg-config --exists libcrypto || { echo "ckschema needs libcrypto (pkg-config libcrypto, OpenSSL's development files): install it with your package manager" >&2; exit 1; }
  fi
  exit 0
fi

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} …" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
