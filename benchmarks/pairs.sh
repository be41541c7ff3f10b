#!/usr/bin/env bash
# The design's ratios measured in pairs (PairedTickBenchmark): each Brainstem tick and its baseline's in one JVM, the
# two ticks alternating, each ratio taken iteration by iteration, so that what the machine's neighbours do between
# runs drops out (on a shared machine whose speed drifts by more than the targets' margins). Writes
# benchmarks/results/pairs-*.json, their logs pairs-*.txt, and pairs.txt (report.Pairs: the median ratio over every
# iteration of every fork, with its quartiles, its extremes and each fork's median). About 15 minutes on 2 cores.
#
#   benchmarks/pairs.sh
#
# Environment: SKIP_BUILD=1 reuses benchmarks/target/benchmarks.jar; MVN_ARGS is passed to Maven; JMH_OPTS replaces
# the run options (default -f 2; the benchmark's own warm-up and measurement, 3 and 10 iterations of 1 s); RESULTS
# writes somewhere else than benchmarks/results (relative to the repository's root); PAIRS runs only the pairs it
# names (say PAIRS=inspector).
#
# The pairs: Brainstem's id batch, its guarded variant and the in-order hand-written loop over the limit (the
# guard, 10k, 100k, 1M); object mode over the object-mode limit's bitset loop; and each parallel tick over its own
# sequential tick at a million (the guard and the churn), the inverse of the speed-up, beside the same for the
# hand-written limit on two threads (halves, and regions as the parallel tick runs), with a caveat: the two
# share the machine's caches and alternate with the pool's workers idle during the sequential tick (see
# benchmarks/README.md); object mode ticked in regions over its own state-by-state tick at a million; and the
# batch with the inspector attached over the same batch unattached.
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
for name in "${names[@]}"; do
    rm -f "$results/pairs-$name.json"
done
rm -f "$results/pairs.txt"

read -r -a names <<< "${PAIRS:-limit parallel ceiling object object-parallel object-regions inspector}"
pair() {
    local name=$1
    shift
    [[ " ${names[*]} " == *" $name "* ]] || return 0
    echo "pairs: $name"
    # -foe: a benchmark that throws fails the run, rather than leaving its pair out of the report.
    if ! java -jar "$jar" '\.PairedTickBenchmark\.' "${options[@]}" -foe true "$@" -rf json \
        -rff "$results/pairs-$name.json" > "$results/pairs-$name.txt" 2>&1; then
        tail -30 "$results/pairs-$name.txt" >&2
        echo "pairs: $name failed; its log is $results/pairs-$name.txt" >&2
        exit 1
    fi
}
pair limit -p variant=brainstemIdBatch,brainstemGuardedIdBatch,handSoaBitsetInOrder
pair parallel -p variant=brainstemIdBatchParallel -p baseline=brainstemIdBatch -p entities=1000000 \
    -p workload=guard,churn
pair ceiling -p variant=handSoaBitsetParallel,handSoaBitsetRegionsParallel -p baseline=handSoaBitsetBuckets \
    -p entities=1000000 -p workload=guard,churn
pair object -p variant=brainstemObjectBatch -p baseline=handObjectBitsetBuckets
pair object-parallel -p variant=brainstemObjectBatchParallel -p baseline=brainstemObjectBatch -p entities=1000000 \
    -p workload=guard,churn
# Object mode ticked in regions on one thread over its state-by-state tick.
pair object-regions -p variant=brainstemObjectBatchRegions -p baseline=brainstemObjectBatch -p entities=1000000 \
    -p workload=guard,churn
# The inspector attached with its counters on (issue 33) over the same batch unattached, at a million guards.
pair inspector -p variant=brainstemIdBatchInspected -p baseline=brainstemIdBatch -p entities=1000000 -p workload=guard

files=()
for name in "${names[@]}"; do
    files+=("$results/pairs-$name.json")
done
{
    model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
    echo "${model:-unknown CPU}, $(nproc) cores, $(java -version 2>&1 | head -1), $(date -u +%Y-%m-%d)"
    java -cp "$jar" dev.brainstem.benchmarks.report.Pairs "${files[@]}"
} | tee "$results/pairs.txt"
