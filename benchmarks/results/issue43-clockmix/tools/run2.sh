#!/usr/bin/env bash
# run2.sh OUTDIR: the two jars alternating (the hook alone, then the fix), run1.sh each.
set -euo pipefail
out=$1
JAR=/tmp/clockmix/fix.jar ./run1.sh "$out" fix
JAR=/tmp/clockmix/hook.jar ./run1.sh "$out" hook
