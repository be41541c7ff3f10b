#!/usr/bin/env bash
# Profiles one tick benchmark case with async-profiler (fetched from Maven Central the first time) inside
# JMH, and prints a flat profile: where the CPU time goes, JIT-inlined frames included, which JMH's own
# -prof stack cannot show. Build the benchmarks first (benchmarks/run.sh, or SKIP_BUILD=1 to reuse them).
#
#   benchmarks/profile.sh brainstemIdBatch 1000000          # variant, entities
#   benchmarks/profile.sh brainstemIdBatchParallel 1000000 wall   # async-profiler event (default itimer)
#
# The full output goes to benchmarks/target/profile/. MVN_ARGS is passed to Maven.
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:?usage: benchmarks/profile.sh VARIANT [ENTITIES] [EVENT]}
entities=${2:-1000000}
event=${3:-itimer}
version=4.2
dir=benchmarks/target/async-profiler
lib=$dir/linux-x64/libasyncProfiler.so

if [[ ! -f $lib ]]; then
    # shellcheck disable=SC2086
    mvn -B -ntp -q ${MVN_ARGS:-} -pl benchmarks dependency:copy \
        -Dartifact=tools.profiler:async-profiler:$version:jar:linux-x64 -DoutputDirectory="$PWD/$dir"
    (cd "$dir" && unzip -o -q "async-profiler-$version-linux-x64.jar" linux-x64/libasyncProfiler.so)
fi

java -jar benchmarks/target/benchmarks.jar '^.*\.TickBenchmark\.tick$' -p entities="$entities" -p variant="$variant" \
    -f 1 -wi 3 -i 3 -w 1s -r 2s \
    -prof "async:libPath=$PWD/$lib;output=text;event=$event;dir=benchmarks/target/profile" 2>&1 |
    sed -n '/^ *ns  percent  samples  top/,/^Async profiler results/p'
