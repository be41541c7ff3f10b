#!/usr/bin/env bash
# run1.sh OUTDIR TAG: the timed shape and the guard over their limits at 100k and 1M, alongside none, the crowd, a plain machine.
set -euo pipefail
out=$1; tag=$2; jar=${JAR:-/tmp/clockmix/hook.jar}
common=(-f 2 -wi 3 -i 4 -foe true -p entities=100000,1000000 -p alongside=none,brainstemCrowdIdBatch,brainstemDiceIdBatch)
java -jar "$jar" '\.PairedTickBenchmark\.' "${common[@]}" -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed \
    -rf json -rff "$out/timed-$tag.json" > "$out/timed-$tag.log" 2>&1
java -jar "$jar" '\.PairedTickBenchmark\.' "${common[@]}" -p variant=brainstemIdBatch \
    -rf json -rff "$out/guard-$tag.json" > "$out/guard-$tag.log" 2>&1
