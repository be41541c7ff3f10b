#!/bin/bash
# alternate base and new runtime jars in front of the benchmarks jar; prints ns/op per run
N=$1; ROUNDS=$2
for r in $(seq 1 $ROUNDS); do
  if (( r % 2 )); then order="base new"; else order="new base"; fi
  for v in $order; do
    s=$(java -cp /tmp/ab/$v.jar:/work/main/benchmarks/target/benchmarks.jar org.openjdk.jmh.Main 'jmh.TickBenchmark\.' -p variant=brainstemEvery4IdBatch -p entities=$N -p workload=guard -f 1 -wi 4 -i 6 -w 1 -r 1 2>/dev/null | grep -E "^TickBenchmark|TickBenchmark\." | tail -1 | awk '{print $(NF-3)}')
    echo "$N round $r $v $s"
  done
done
