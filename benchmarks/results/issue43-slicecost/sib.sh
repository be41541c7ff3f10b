#!/bin/bash
# sib.sh JAR: the loop pinned to cpu0, alone or with a `yes` of ours pinned to cpu1; alternating, 4 times.
J=$1
for i in 1 2 3 4; do
  for load in none yes; do
    if [[ $load == yes ]]; then taskset -c 1 yes > /dev/null & Y=$!; sleep 0.2; fi
    for cfg in "1 10000" "4 100000"; do
      echo -n "cpu0, cpu1 load=$load: "; taskset -c 0 java -Xms2g -Xmx2g -XX:+UseParallelGC -cp $J:/tmp/sc SliceLoop $cfg 3000 600 5
    done
    if [[ $load == yes ]]; then kill $Y; wait $Y 2>/dev/null; fi
  done
done
