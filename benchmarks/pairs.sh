#!/usr/bin/env bash
# The design's ratios measured in pairs (PairedTickBenchmark): each Brainstem tick and its baseline's in one JVM, the
# two ticks alternating, each ratio taken iteration by iteration, so that what the machine's neighbours do between
# runs drops out (on a shared machine whose speed drifts by more than the targets' margins). Writes
# benchmarks/results/pairs-*.json, their logs pairs-*.txt, and pairs.txt (report.Pairs: the median ratio over every
# iteration of every fork, with its quartiles, its extremes and each fork's median). About 20 minutes on 2 cores.
#
#   benchmarks/pairs.sh
#
# Environment: SKIP_BUILD=1 reuses benchmarks/target/benchmarks.jar; MVN_ARGS is passed to Maven; JMH_OPTS replaces
# the run options (default -f 2; the benchmark's own warm-up and measurement, 3 and 10 iterations of 1 s); RESULTS
# writes somewhere else than benchmarks/results (relative to the repository's root); PAIRS runs only the pairs it
# names (say PAIRS=inspector).
#
# Against the last release: PAIRS=release runs the handler shapes' pairs (the limit's four shapes, below) with this
# build's jar and with the jar of the last release's tag (RELEASE names another tag), the two alternating ROUNDS
# times (default 2) with JMH_OPTS each (default here -f 4 -wi 3 -i 4: a bimodal start shows in 8 forks), and
# prints each build's ratio to the limit, its slowest fork, and this build's over the release's
# (pairs-release.txt); this build first in odd rounds, the release first in even ones. The last release is named
# in benchmarks/last-release (its tag, or its commit in a clone without tags). Its jar is built into
# benchmarks/target/release-TAG from the release's sources with this tree's benchmarks/src over them (again
# whenever those change), so both builds compile the same workloads, each with its own processor and runtime,
# less the sources benchmarks/newer-than-release names (benchmarks of features the release lacks); where this
# tree's benchmarks no longer compile against the release, the mode stops and shows why. About 26
# minutes on 2 cores.
#
#   PAIRS=release benchmarks/pairs.sh
#
# The pairs: Brainstem's id batch, its guarded variant and the in-order hand-written loop over the limit (the
# guard, 10k, 100k, 1M); object mode over the object-mode limit's bitset loop; and each parallel tick over its own
# sequential tick at a million (the guard and the churn), the inverse of the speed-up, beside the same for the
# hand-written limit on two threads (halves, and regions as the parallel tick runs), with a caveat: the two
# share the machine's caches and alternate with the pool's workers idle during the sequential tick (see
# benchmarks/README.md); object mode ticked in regions over its own state-by-state tick at a million; and the
# batch with the inspector attached over the same batch unattached; and entering a history group by its name over
# entering its initial state, in both modes (issue 42); and a machine of two orthogonal regions over its two
# machines as two batches over the same ids (issue 42); the crowd (90% waiting) with its waits as @After over the
# hand-written sleeping loop (a timer wheel) and over the same machine polling @TimeInState guards, and the guard at
# every = 4 and 8 over every = 1, on the guard and on the wander, whose guards mostly stay idle (issue 43);
# PAIRS=timers (not in the default list) the hand-written crowd's timing structures, a binary heap and polling every
# waiter over the wheel. The limit's pairs include the four handler
# shapes the id batch is held to (issue 40): the guard, IDLE drawing through a static method without dt, every
# update taking dt, and a guard per state on its time in state (over its own hand-written limit, pair timed).
set -euo pipefail
cd "$(dirname "$0")/.."
results=${RESULTS:-benchmarks/results}
jar=benchmarks/target/benchmarks.jar
read -r -a options <<< "${JMH_OPTS:--f 2}"
read -r -a names <<< "${PAIRS:-limit timed parallel ceiling object object-parallel object-regions inspector history object-history regions crowd slices slices-stay}"

if [[ "${SKIP_BUILD:-}" != 1 ]]; then
    # shellcheck disable=SC2086
    mvn -B -ntp -q ${MVN_ARGS:-} -Pjmh -pl processor,benchmarks -am package -DskipTests
fi
mkdir -p "$results"

# run JAR OUT LOG ARGS...: one JMH run of the paired benchmark.
run() {
    local with=$1 out=$2 log=$3
    shift 3
    # -foe: a benchmark that throws fails the run, rather than leaving its pair out of the report.
    if ! java -jar "$with" '\.PairedTickBenchmark\.' "${options[@]}" -foe true "$@" -rf json -rff "$out" > "$log" 2>&1
    then
        tail -30 "$log" >&2
        echo "pairs: a run failed; its log is $log" >&2
        exit 1
    fi
}

pair() {
    local name=$1
    shift
    [[ " ${names[*]} " == *" $name "* ]] || return 0
    echo "pairs: $name"
    run "$jar" "$results/pairs-$name.json" "$results/pairs-$name.txt" "$@"
}

# The four handler shapes, over the limit (the guard's three) and over the timed limit.
shapes=(-p variant=brainstemIdBatch,brainstemDiceIdBatch,brainstemDtIdBatch)
timed=(-p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed)

if [[ " ${names[*]} " == *" release "* ]]; then
    read -r tag commit < <(grep -v '^#' benchmarks/last-release)
    if [[ -n "${RELEASE:-}" ]]; then
        tag=$RELEASE
        if ! git rev-parse -q --verify "$tag^{commit}" > /dev/null; then
            echo "pairs: RELEASE=$tag names no commit here" >&2
            exit 1
        fi
    elif ! git rev-parse -q --verify "refs/tags/$tag" > /dev/null; then
        tag=$commit # a clone without tags (CI's, say) finds the release by its commit
    fi
    [[ -n "${JMH_OPTS:-}" ]] || options=(-f 4 -wi 3 -i 4)
    tree=benchmarks/target/release-$tag
    base=$tree/benchmarks/target/benchmarks.jar
    # The release's jar is rebuilt whenever this tree's benchmarks change, so that both compile the same.
    stamp=$({ find benchmarks/src -type f -print0 | sort -z | xargs -0 sha1sum; sha1sum benchmarks/newer-than-release; } | sha1sum | cut -c1-40)
    if [[ ! -f "$base" || "$(cat "$tree/STAMP" 2> /dev/null)" != "$stamp" ]]; then
        echo "pairs: building $tag's jar in $tree"
        rm -rf "$tree"
        mkdir -p "$tree"
        git archive "$tag" | tar -x -C "$tree"
        rm -rf "$tree/benchmarks/src"
        cp -r benchmarks/src "$tree/benchmarks/src"
        # What is newer than the release cannot compile against it (benchmarks/newer-than-release).
        grep -v '^#' benchmarks/newer-than-release | while read -r newer; do
            [[ -z "$newer" ]] || rm -rf "$tree/benchmarks/src/$newer"
        done
        # shellcheck disable=SC2086
        if ! (cd "$tree" && mvn -B -ntp -q ${MVN_ARGS:-} -Pjmh -pl processor,benchmarks -am package \
            -Dmaven.test.skip=true > build.log 2>&1); then
            tail -30 "$tree/build.log" >&2
            echo "pairs: this tree's benchmarks do not compile against $tag (the log: $tree/build.log)" >&2
            exit 1
        fi
        echo "$stamp" > "$tree/STAMP"
    fi
    these=()
    others=()
    for ((round = 1; round <= ${ROUNDS:-2}; round++)); do
        # This build first in odd rounds, the release first in even ones: a drift of the machine favours neither.
        order=(this "$tag")
        ((round % 2 == 1)) || order=("$tag" this)
        for build in "${order[@]}"; do
            with=$jar
            [[ $build == this ]] || with=$base
            echo "pairs: release, round $round, $build"
            run "$with" "$results/pairs-release-$build-$round.json" "$results/pairs-release-$build-$round.txt" \
                "${shapes[@]}"
            run "$with" "$results/pairs-release-$build-$round-timed.json" \
                "$results/pairs-release-$build-$round-timed.txt" "${timed[@]}"
            if [[ $build == this ]]; then
                these+=("$results/pairs-release-$build-$round.json" "$results/pairs-release-$build-$round-timed.json")
            else
                others+=("$results/pairs-release-$build-$round.json" "$results/pairs-release-$build-$round-timed.json")
            fi
        done
    done
    {
        model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
        echo "${model:-unknown CPU}, $(nproc) cores, $(java -version 2>&1 | head -1), $(date -u +%Y-%m-%d)"
        changes=$(git diff --quiet HEAD -- . ':!benchmarks/results' || echo ' with uncommitted changes')
        echo "this build: $(git rev-parse --short HEAD)$changes; the other: $tag"
        java -cp "$jar" dev.brainstem.benchmarks.report.Pairs "${these[@]}" --against "${others[@]}"
    } | tee "$results/pairs-release.txt"
    exit 0
fi

for name in "${names[@]}"; do
    rm -f "$results/pairs-$name.json"
done
rm -f "$results/pairs.txt"

pair limit "${shapes[@]}",brainstemGuardedIdBatch,handSoaBitsetInOrder
pair timed "${timed[@]}"
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
# IDLE entering a deep-history group by its name over the same machine entering the group's initial, ALARM, with no
# group (issue 42): at most one load more. The churn enters the group on an eighth of its updates.
pair history -p variant=brainstemHistoryIdBatch -p baseline=brainstemIdBatch -p entities=1000000 \
    -p workload=guard,churn
pair object-history -p variant=brainstemHistoryObjectBatch -p baseline=brainstemObjectBatch -p entities=1000000 \
    -p workload=guard,churn
# The guard and its weapon as one machine of two orthogonal regions over the same two machines as two batches over
# the same ids (issue 42: within 1.1x).
pair regions -p variant=brainstemRegionsIdBatch -p baseline=brainstemTwoBatchesIdBatch \
    -p entities=10000,100000,1000000 -p workload=guard,churn
# The crowd (issue 43): a tenth of the entities run the guard, the rest wait 2 to 5 s in timed states. Brainstem's
# @After over the hand-written sleeping loop (within 1.3x at 100k and 1M) and over its own machine polling
# @TimeInState guards (at least 4x faster, so at most 0.25 here).
pair crowd -p variant=brainstemCrowdIdBatch -p baseline=handSoaCrowdWheel,brainstemPollingCrowdIdBatch \
    -p entities=10000,100000,1000000 -p workload=guard
# Time slicing (issue 43): the guard at every = 4 and every = 8 over the same machine at every = 1 (about 1/4, 1/8).
pair slices -p variant=brainstemEvery4IdBatch,brainstemEvery8IdBatch -p baseline=brainstemEvery1IdBatch \
    -p entities=10000,100000,1000000 -p workload=guard
# The same on the wander, a state its entities mostly stay in (level of detail, the use `every` is for): 94% idle,
# 0.37% of updates a transition, so that the transitions fall with the decisions (SliceCounts counts both).
pair slices-stay -p variant=brainstemEvery4IdBatch,brainstemEvery8IdBatch -p baseline=brainstemEvery1IdBatch \
    -p entities=10000,100000,1000000 -p workload=wander
# The timing structure, chosen by measurement (issue 43): the hand-written crowd with a heap, and polling, over the
# wheel.
pair timers -p variant=handSoaCrowdHeap,handSoaCrowdPolling -p baseline=handSoaCrowdWheel \
    -p entities=10000,100000,1000000 -p workload=guard

files=()
for name in "${names[@]}"; do
    files+=("$results/pairs-$name.json")
done
{
    model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
    echo "${model:-unknown CPU}, $(nproc) cores, $(java -version 2>&1 | head -1), $(date -u +%Y-%m-%d)"
    java -cp "$jar" dev.brainstem.benchmarks.report.Pairs "${files[@]}"
} | tee "$results/pairs.txt"
