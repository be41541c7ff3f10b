#!/usr/bin/env bash
# The design's ratios measured in pairs (PairedTickBenchmark): each Brainstem tick and its baseline's in one JVM, the
# two ticks alternating, each ratio taken iteration by iteration, so that what the machine's neighbours do between
# runs drops out (on a shared machine whose speed drifts by more than the targets' margins). Writes
# benchmarks/results/pairs-*.json and pairs.txt (report.Pairs: the median ratio over every iteration of every
# fork, with its quartiles and extremes). About 12 minutes on 2 cores.
#
#   benchmarks/pairs.sh            # SKIP_BUILD=1 reuses benchmarks/target/benchmarks.jar; MVN_ARGS is passed to Maven
#
# The pairs: Brainstem's id batch, its guarded variant and the in-order hand-written loop over the limit (the
# guard, 10k, 100k, 1M); object mode over the object-mode limit; and each parallel tick over its own sequential
# tick at a million (the guard and the churn): the inverse of the speed-up.
set -euo pipefail
cd "$(dirname "$0")/.."
results=${RESULTS:-benchmarks/results}
jar=benchmarks/target/benchmarks.jar
read -r -a options <<< "${JMH_OPTS:--f 2}"

if [[ "${SKIP_BUILD:-}" != 1 ]]; then
    # shellcheck disable=SC2086
    mvn -B -ntp -q ${MVN_ARGS:-} -Pjmh -pl processor,benchmarks -am package -DskipTests
fi
mkdir -p "$results"
rm -f "$results"/pairs-*.json

pair() {
    local name=$1
    shift
    java -jar "$jar" '\.PairedTickBenchmark\.' "${options[@]}" "$@" -rf json -rff "$results/pairs-$name.json" \
        > "$results/pairs-$name.txt" 2>&1
}
pair limit -p variant=brainstemIdBatch,brainstemGuardedIdBatch,handSoaBitsetInOrder
pair parallel -p variant=brainstemIdBatchParallel -p baseline=brainstemIdBatch -p entities=1000000 \
    -p workload=guard,churn
pair object -p variant=brainstemObjectBatch -p baseline=handObjectBitsetBuckets
pair object-parallel -p variant=brainstemObjectBatchParallel -p baseline=brainstemObjectBatch -p entities=1000000 \
    -p workload=guard,churn
{
    cat "$results/machine.txt" 2>/dev/null || true
    java -cp "$jar" dev.brainstem.benchmarks.report.Pairs "$results"/pairs-*.json
} | tee "$results/pairs.txt"
