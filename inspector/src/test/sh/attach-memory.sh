#!/bin/bash
# The heap an inspector keeps attached to a batch of a 1,000-state machine (docs/inspector.md, "The
# cost for large machines"). Writes a ring of 1,000 states (each update moves on to the next state or
# back to S0: 2,000 edges), compiles it with the built processor, attaches an inspector five times and
# prints the median of what each attach kept, after a full GC.
#
# Usage, from the repository root once the modules are built (mvn -q install -DskipTests):
#   inspector/src/test/sh/attach-memory.sh [repository root to measure, default .]
set -euo pipefail
root=$(cd "${1:-.}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/ring" "$work/classes"
jar() { echo "$root/$1/target/brainstem-$1-0.1.0.jar"; }

states=$(for i in $(seq 0 999); do printf 'S%d, ' "$i"; done)
printf 'package ring;\n\n@dev.brainstem.States(initial = "S0")\npublic enum RingState { %s }\n' "${states%, }" \
    > "$work/src/ring/RingState.java"
{
    printf 'package ring;\n\n@dev.brainstem.StateMachine(RingState.class)\npublic final class Ring {\n    int n;\n'
    for i in $(seq 0 999); do
        next=$(( (i + 1) % 1000 ))
        printf '    @dev.brainstem.OnUpdate(value = "S%d", to = {"S%d", "S0"})\n' "$i" "$next"
        printf '    RingState s%d() { return (++n & 7) == 0 ? RingState.S%d : null; }\n' "$i" "$next"
    done
    printf '}\n'
} > "$work/src/ring/Ring.java"
cat > "$work/src/ring/Attach.java" <<'JAVA'
package ring;

import dev.brainstem.inspector.Inspector;
import java.util.Arrays;

public final class Attach {
    static long used() throws InterruptedException {
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(50);
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    public static void main(String[] args) throws Exception {
        RingBatch batch = new RingBatch();
        for (int i = 0; i < 1000; i++) {
            batch.add(new Ring());
        }
        batch.tick(0.016f);
        long[] kept = new long[5];
        for (int k = 0; k < kept.length; k++) {
            long before = used();
            Inspector inspector = Inspector.of(batch).printTo(null).start();
            kept[k] = used() - before;
            inspector.close();
        }
        Arrays.sort(kept);
        System.out.printf("attach keeps %.2f MB (median of 5; %s bytes)%n", kept[2] / 1e6, Arrays.toString(kept));
    }
}
JAVA
path="$(jar runtime):$(jar inspector)"
[ -f "$(jar diagrams)" ] && path="$path:$(jar diagrams)"
javac -nowarn -processorpath "$(jar processor)" -cp "$(jar annotations):$path" -d "$work/classes" "$work"/src/ring/*.java
java -Xmx1g -cp "$work/classes:$path" ring.Attach
