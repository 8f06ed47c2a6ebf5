# Shared by scripts/artifactbundle.sh and scripts/merge-artifactbundles.sh (sourced, not run).

# The "version" of an artifact bundle's info.json.
bundle_version() {
  sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p' "$1" | head -n 1
}

# write_bundle_info BUNDLE VERSION: BUNDLE/info.json listing every ckschema-<triple> folder the
# bundle holds; `ckschema-universal-apple-macosx` serves both macOS triples.
write_bundle_info() {
  local bundle="$1" version="$2" entries="" dir name variant_triple triples entry
  for dir in "$bundle"/ckschema-*/; do
    name=$(basename "$dir")
    variant_triple=${name#ckschema-}
    if [ "$variant_triple" = universal-apple-macosx ]; then
      triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    else
      triples="\"$variant_triple\""
    fi
    entry="        {
          \"path\": \"$name/bin/ckschema\",
          \"supportedTriples\": [$triples]
        }"
    entries="${entries:+$entries,
}$entry"
  done
  cat > "$bundle/info.json.tmp" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "ckschema": {
      "version": "$version",
      "type": "executable",
      "variants": [
$entries
      ]
    }
  }
}
JSON
  mv -f "$bundle/info.json.tmp" "$bundle/info.json"
}

# zip_bundle BUNDLE FILE: FILE, a zip holding the bundle folder itself (as SwiftPM expects of a
# remote binary target), and FILE.checksum, `swift package compute-checksum`'s answer for it.
zip_bundle() {
  local bundle="$1" zipfile="$2" checksum
  mkdir -p "$(dirname "$zipfile")"
  zipfile=$(cd "$(dirname "$zipfile")" && pwd)/$(basename "$zipfile")
  rm -f "$zipfile"
  (cd "$(dirname "$bundle")" && zip -qr -X "$zipfile" "$(basename "$bundle")")
  checksum=$(swift package compute-checksum "$zipfile")
  echo "$checksum" > "$zipfile.checksum"
  echo "wrote $zipfile"
  echo "checksum: $checksum"
}
