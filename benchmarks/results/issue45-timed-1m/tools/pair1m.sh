#!/usr/bin/env bash
# usage: pair1m.sh OUTDIR ROUNDS ENTITIES [extra jmh args...]
set -euo pipefail
cd "$(dirname "$0")/../../../.."
out=$1; rounds=$2; ents=$3; shift 3
mkdir -p "$out"
this=benchmarks/target/benchmarks.jar
rel=benchmarks/target/release-577e661/benchmarks/target/benchmarks.jar
for ((r=1; r<=rounds; r++)); do
  order=(this release); ((r % 2 == 1)) || order=(release this)
  for b in "${order[@]}"; do
    jar=$this; [[ $b == this ]] || jar=$rel
    java -jar $jar '\.PairedTickBenchmark\.' -f 2 -wi 3 -i 4 -foe true -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed -p entities=$ents "$@" -rf json -rff "$out/$b-$r.json" > "$out/$b-$r.txt" 2>&1
  done
done
java -cp $this dev.brainstem.benchmarks.report.Pairs $out/this-*.json --against $out/release-*.json | tee $out/pairs-release.txt
