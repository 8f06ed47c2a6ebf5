#!/usr/bin/env bash
# The GitHub Action's step (action.yml): runs `ckschema check` the way a pull request needs it and
# exits with the gate's code.
#
#   1. `check --format github`: annotations on the changed lines, and the pull-request summary
#      appended to $GITHUB_STEP_SUMMARY (ckschema writes it when the variable is set);
#   2. `check --format sarif` into INPUT_SARIF_FILE when it is set, for code scanning;
#   3. `check --format json` for the step outputs written to $GITHUB_OUTPUT: verdict (safe,
#      needs-migration, not-ready-to-release, breaks-production), errors, warnings, notes, sarif-file, exit-code.
#
# Inputs come from the environment (action.yml maps its inputs to them):
#   CKSCHEMA_BIN              the ckschema binary (default: ckschema on PATH)
#   INPUT_SCHEMAS             what to check: an .xcdatamodeld, SwiftData code, a schema folder or
#                             file (default: the model or schemas folder ckschema.yaml names)
#   INPUT_MODEL               the model, when the folder or the code holds several (check --model)
#   INPUT_AGAINST             baselines, separated by spaces or newlines (git:REV:PATH, a version
#                             number, a file, a .ckdb export); a missing git:origin/BRANCH revision
#                             is fetched first (shallow clones lack it)
#   INPUT_FAIL_ON             error (default), warning or never
#   INPUT_RELEASE             true: the release gate (check --release), against INPUT_AGAINST's
#                             production snapshot, else cloudkit/production.ckdb of the cloudkit:
#                             section (neither: exit 2); false (default): the pull-request gate
#   INPUT_SARIF_FILE          where to write SARIF (empty: none)
#   INPUT_BASE                the revision the change is merged into, for `check --base` (how the
#                             change relaxes the gate: rules off or lowered, suppressions and
#                             baseline entries added); default PULL_REQUEST_BASE_SHA; `none` skips it
#   PULL_REQUEST_BASE_SHA     the pull request's base commit (action.yml passes
#                             github.event.pull_request.base.sha; empty on other events); fetched
#                             when the shallow clone lacks it
#
# Exit code: ckschema's — 0 the gate passes, 1 findings at the fail-on level, 2 invalid input.
set -uo pipefail
set -f # baselines are words, never globs

ckschema="${CKSCHEMA_BIN:-ckschema}"
fail_on="${INPUT_FAIL_ON:-error}"
sarif_file="${INPUT_SARIF_FILE:-}"

# git never discovers a repository here: the working folder comes from the workflow, but its files
# come from the pull request, which can commit plain files that make a folder look like a bare
# repository whose config runs a program (an `ext::` remote, gpg.program). The repository is the
# nearest folder at or above this one that holds a `.git` entry (a commit cannot add one), named to
# every git call, which runs in its top level with a small environment and such settings off.
top="$PWD"
while [ "$top" != / ] && [ ! -e "$top/.git" ]; do top="$(dirname "$top")"; done
if [ ! -e "$top/.git" ]; then top=""; fi
git_safe() {
  if [ -z "$top" ]; then return 1; fi
  (cd "$top" && env -i PATH="$PATH" HOME="${HOME:-/}" LC_ALL=C GIT_TERMINAL_PROMPT=0 \
    GIT_CEILING_DIRECTORIES="$(dirname "$top")" \
    git --no-pager -c safe.bareRepository=explicit -c protocol.ext.allow=never -c core.fsmonitor=false \
      -c core.hooksPath=/dev/null -c log.showSignature=false --git-dir="$top/.git" --work-tree="$top" "$@")
}

output() {
  if [ -n "${GITHUB_OUTPUT:-}" ]; then printf '%s=%s\n' "$1" "$2" >> "$GITHUB_OUTPUT"; fi
}

case "$fail_on" in
  error|warning|never) ;;
  *)
    echo "::error title=ckschema::fail-on must be error, warning or never, not '$fail_on'"
    output exit-code 2
    exit 2
    ;;
esac

case "${INPUT_RELEASE:-false}" in
  true|false) ;;
  *)
    echo "::error title=ckschema::release must be true or false, not '${INPUT_RELEASE}'"
    output exit-code 2
    exit 2
    ;;
esac

args=(check)
if [ "${INPUT_RELEASE:-false}" = true ]; then args+=(--release); fi
if [ -n "${INPUT_SCHEMAS:-}" ]; then args+=("$INPUT_SCHEMAS"); fi
if [ -n "${INPUT_MODEL:-}" ]; then args+=(--model "$INPUT_MODEL"); fi
for reference in ${INPUT_AGAINST:-}; do
  args+=(--against "$reference")
  # git:origin/BRANCH:PATH in a shallow clone: fetch the branch once.
  if [[ "$reference" == git:origin/*:* ]]; then
    revision="${reference#git:}"
    revision="${revision%:*}"
    if ! git_safe rev-parse --verify --quiet "$revision^{commit}" > /dev/null 2>&1; then
      branch="${revision#origin/}"
      echo "ckschema: fetching $revision for '$reference'"
      git_safe fetch --no-tags --depth=1 origin "+refs/heads/$branch:refs/remotes/origin/$branch" || true
    fi
  fi
done
args+=(--fail-on "$fail_on")

# The pull request's base: what the change's own ckschema.yaml and findings baseline relax.
base="${INPUT_BASE:-}"
if [ -z "$base" ]; then base="${PULL_REQUEST_BASE_SHA:-}"; fi
if [ "$base" = none ]; then base=""; fi
if [ -n "$base" ]; then
  case "$base" in
    -*)
      echo "::error title=ckschema::base must be a revision, not '$base'"
      output exit-code 2
      exit 2
      ;;
  esac
  if ! git_safe rev-parse --verify --quiet "$base^{commit}" > /dev/null 2>&1; then
    echo "ckschema: fetching $base, the base of the comparison"
    if [[ "$base" == origin/* ]]; then
      git_safe fetch --no-tags --depth=1 origin "+refs/heads/${base#origin/}:refs/remotes/origin/${base#origin/}" || true
    elif git_safe fetch --no-tags --depth=1 origin "$base" && ! git_safe rev-parse --verify --quiet "$base^{commit}" > /dev/null 2>&1; then
      base="$(git_safe rev-parse FETCH_HEAD)" # a branch name: what was fetched
    fi
  fi
  args+=(--base "$base")
fi

"$ckschema" "${args[@]}" --format github
status=$?
output exit-code "$status"
if [ "$status" -ge 2 ]; then exit "$status"; fi

if [ -n "$sarif_file" ]; then
  # A new file of mktemp's (O_EXCL: never a path the repository holds, such as a committed
  # symlink), renamed over the target: a symlink there is replaced, not written through.
  sarif_tmp="$(mktemp "$(dirname "$sarif_file")/.ckschema-sarif.XXXXXX")"
  if "$ckschema" "${args[@]}" --format sarif > "$sarif_tmp"; then :; fi
  mv -f "$sarif_tmp" "$sarif_file"
  output sarif-file "$(cd "$(dirname "$sarif_file")" && pwd)/$(basename "$sarif_file")"
fi

# The summary of ckschema's JSON shape: "summary": {"errors": N, …, "verdict": "…"}.
json="$("$ckschema" "${args[@]}" --format json)"
summary_value() {
  printf '%s\n' "$json" | sed -n "s/^    \"$1\": \"\{0,1\}\([^\",]*\)\"\{0,1\},\{0,1\}\$/\1/p" | tail -n 1
}
verdict="$(summary_value verdict)"
output verdict "${verdict// /-}"
output errors "$(summary_value errors)"
output warnings "$(summary_value warnings)"
output notes "$(summary_value notes)"

exit "$status"
