#!/usr/bin/env bash
# Merges ckschema artifact bundles built on different machines (scripts/artifactbundle.sh: one
# variant each, e.g. x86_64 Linux, arm64 Linux, universal macOS) into one bundle whose info.json
# lists every variant, and zips it with its SwiftPM checksum.
#
# Usage:
#   scripts/merge-artifactbundles.sh --bundle OUT.artifactbundle [--zip FILE] INPUT...
#
#   INPUT     a ckschema.artifactbundle folder, or a zip of one (as `make artifactbundle` writes)
#   --bundle  the merged bundle to write (replaced)
#   --zip     also write FILE, a zip of the merged bundle, and FILE.checksum
#             (`swift package compute-checksum`, the `checksum:` of a `.binaryTarget(url:checksum:)`)
#
# Every input must carry the same ckschema version; a triple found in two inputs is an error.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/bundle-info.sh
. "$here/bundle-info.sh"

bundle="" zipfile="" inputs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bundle) bundle="$2"; shift 2 ;;
    --zip) zipfile="$2"; shift 2 ;;
    -*) echo "merge-artifactbundles.sh: unknown option '$1' (see the usage at the top of the script)" >&2; exit 2 ;;
    *) inputs+=("$1"); shift ;;
  esac
done
[ -n "$bundle" ] || { echo "merge-artifactbundles.sh: --bundle is required" >&2; exit 2; }
[ "${#inputs[@]}" -gt 0 ] || { echo "merge-artifactbundles.sh: no input bundle given" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$bundle"
mkdir -p "$bundle"
version=""
index=0
for input in "${inputs[@]}"; do
  index=$((index + 1))
  source="$input"
  case "$input" in
    *.zip)
      [ -f "$input" ] || { echo "merge-artifactbundles.sh: $input: no such file" >&2; exit 2; }
      mkdir -p "$work/$index"
      unzip -q "$input" -d "$work/$index"
      source=$(find "$work/$index" -maxdepth 2 -name '*.artifactbundle' -type d | head -n 1)
      [ -n "$source" ] || { echo "merge-artifactbundles.sh: $input: holds no .artifactbundle folder" >&2; exit 2; }
      ;;
  esac
  [ -f "$source/info.json" ] || { echo "merge-artifactbundles.sh: $input: no info.json (not an artifact bundle)" >&2; exit 2; }
  this=$(bundle_version "$source/info.json")
  [ -n "$this" ] || { echo "merge-artifactbundles.sh: $input: info.json names no version" >&2; exit 2; }
  if [ -z "$version" ]; then
    version="$this"
  elif [ "$this" != "$version" ]; then
    echo "merge-artifactbundles.sh: $input holds ckschema $this, an earlier input $version: build every variant from the same commit" >&2
    exit 2
  fi
  found=0
  for dir in "$source"/ckschema-*/; do
    [ -d "$dir" ] || continue
    name=$(basename "$dir")
    [ -x "$dir/bin/ckschema" ] || { echo "merge-artifactbundles.sh: $input: $name/bin/ckschema is missing or not executable" >&2; exit 2; }
    if [ -e "$bundle/$name" ]; then
      echo "merge-artifactbundles.sh: $input: variant $name is also in an earlier input" >&2
      exit 2
    fi
    cp -R "$dir" "$bundle/$name"
    found=1
  done
  [ "$found" -eq 1 ] || { echo "merge-artifactbundles.sh: $input: holds no ckschema-<triple> variant" >&2; exit 2; }
done

write_bundle_info "$bundle" "$version"
echo "wrote $bundle (ckschema $version: $(cd "$bundle" && echo ckschema-*/ | tr -d /))"

if [ -n "$zipfile" ]; then
  zip_bundle "$bundle" "$zipfile"
fi
