#!/usr/bin/env bash
# usage: abpair.sh OUTDIR ROUNDS FORKS ENTITIES JAR_A JAR_B : A and B alternate, A first in odd rounds
set -euo pipefail
out=$1; rounds=$2; forks=$3; ents=$4; A=$5; B=$6
mkdir -p "$out"
for ((r=1; r<=rounds; r++)); do
  order=(a b); ((r % 2 == 1)) || order=(b a)
  for x in "${order[@]}"; do
    jar=$A; [[ $x == a ]] || jar=$B
    java -jar $jar '\.PairedTickBenchmark\.' -f $forks -wi 3 -i 4 -foe true -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed -p entities=$ents -rf json -rff "$out/$x-$r.json" > "$out/$x-$r.txt" 2>&1
  done
done
java -cp $A dev.brainstem.benchmarks.report.Pairs $out/a-*.json --against $out/b-*.json | tee $out/pairs.txt
