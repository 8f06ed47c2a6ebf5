#!/usr/bin/env bash
# Writes an SE-0305 artifact bundle holding the ckschema executable, the form a SwiftPM
# `.binaryTarget` takes (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0305-swiftpm-binary-target-improvements.md):
#
#   ckschema.artifactbundle/
#     info.json
#     ckschema-<triple>/bin/ckschema      one folder per variant
#
# Usage:
#   scripts/artifactbundle.sh --binary PATH --bundle DIR [--triple TRIPLE] [--keep] [--strip] [--zip FILE]
#
#   --binary  the ckschema executable to pack
#   --bundle  the .artifactbundle folder to write (replaced, unless --keep)
#   --triple  the variant's target triple (default: this machine's, from `swift -print-target-info`);
#             `universal-apple-macosx` names a universal macOS binary (arm64 + x86_64)
#   --keep    keep the bundle's other variants (scripts/merge-artifactbundles.sh merges bundles
#             built on other machines)
#   --strip   strip the copied binary's symbols
#   --zip     also write FILE (a zip of the bundle) and print `swift package compute-checksum`'s
#             checksum of it, the `checksum:` of a `.binaryTarget(url:checksum:)`
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/bundle-info.sh
. "$here/bundle-info.sh"

binary="" bundle="" triple="" keep=0 strip=0 zipfile=""
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$2"; shift 2 ;;
    --bundle) bundle="$2"; shift 2 ;;
    --triple) triple="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    --strip) strip=1; shift ;;
    --zip) zipfile="$2"; shift 2 ;;
    *) echo "artifactbundle.sh: unknown argument '$1' (see the usage at the top of the script)" >&2; exit 2 ;;
  esac
done
[ -n "$binary" ] && [ -n "$bundle" ] || { echo "artifactbundle.sh: --binary and --bundle are required" >&2; exit 2; }
[ -x "$binary" ] || { echo "artifactbundle.sh: $binary: no such executable (build it first)" >&2; exit 2; }

if [ -z "$triple" ]; then
  # "unversionedTriple" : "x86_64-unknown-linux-gnu" in `swift -print-target-info`.
  triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple" *: *"\([^"]*\)".*/\1/p' | head -n 1)
  [ -n "$triple" ] || { echo "artifactbundle.sh: could not read this machine's triple from 'swift -print-target-info'; pass --triple" >&2; exit 2; }
fi

version=$("$binary" --version)

[ "$keep" -eq 1 ] || rm -rf "$bundle"
variant="$bundle/ckschema-$triple/bin"
mkdir -p "$variant"
cp "$binary" "$variant/ckschema.tmp"
if [ "$strip" -eq 1 ]; then strip "$variant/ckschema.tmp"; fi
chmod 0755 "$variant/ckschema.tmp"
mv -f "$variant/ckschema.tmp" "$variant/ckschema"

# info.json lists every variant folder the bundle holds.
write_bundle_info "$bundle" "$version"
echo "wrote $bundle (ckschema $version, $triple)"

if [ -n "$zipfile" ]; then
  zip_bundle "$bundle" "$zipfile"
fi
