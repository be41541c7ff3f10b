#!/usr/bin/env bash
# usage: logged.sh OUTDIR ROUNDS FORKS ENTITIES
set -euo pipefail
cd "$(dirname "$0")/../../../.."
out=$1; rounds=$2; forks=$3; ents=$4
mkdir -p "$out"
this=benchmarks/target/benchmarks.jar
rel=benchmarks/target/release-577e661/benchmarks/target/benchmarks.jar
for ((r=1; r<=rounds; r++)); do
  order=(this release); ((r % 2 == 1)) || order=(release this)
  for b in "${order[@]}"; do
    jar=$this; [[ $b == this ]] || jar=$rel
    mkdir -p $out/log-$b-$r
    java -jar $jar '\.PairedTickBenchmark\.' -f $forks -wi 3 -i 4 -foe true -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed -p entities=$ents \
      -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=$out/log-$b-$r/%p.log" \
      -rf json -rff "$out/$b-$r.json" > "$out/$b-$r.txt" 2>&1
  done
done
java -cp $this dev.brainstem.benchmarks.report.Pairs $out/this-*.json --against $out/release-*.json | tee $out/pairs-release.txt
