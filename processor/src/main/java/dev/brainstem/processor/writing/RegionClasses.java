package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.MachineGraph;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The classes of a machine's regions, for the writer of one of them: region 0's ({@code SoldierFsm},
 * {@code SoldierBatch}, the <em>leader</em>'s, which the game holds) and each other region's
 * ({@code SoldierWeaponFsm}, {@code SoldierWeaponBatch}, the <em>followers</em>). A machine without
 * regions has one, itself, and nothing of regions is written for it.
 *
 * @param graphs every region's graph, in region order
 * @param index the region being written
 */
record RegionClasses(List<MachineGraph> graphs, int index) {
    RegionClasses {
        graphs = List.copyOf(graphs);
    }

    static RegionClasses none(MachineGraph graph) {
        return new RegionClasses(List.of(graph), 0);
    }

    /** Whether the machine has regions. */
    boolean any() {
        return graphs.size() > 1;
    }

    /** Whether the region written is region 0 of a machine of regions. */
    boolean leads() {
        return any() && index == 0;
    }

    /** Whether the region written is a later region of a machine of regions. */
    boolean follows() {
        return index > 0;
    }

    /** The later regions. */
    List<Integer> followers() {
        return IntStream.range(1, graphs.size()).boxed().toList();
    }

    ClassName fsm(int region) {
        return ClassName.get(graphs.get(region).model().packageName(), graphs.get(region).model().fsmName());
    }

    ClassName batch(int region) {
        return ClassName.get(graphs.get(region).model().packageName(), graphs.get(region).model().batchName());
    }

    ClassName states(int region) {
        return ClassName.get(graphs.get(region).statesModel().enumType());
    }

    String enumName(int region) {
        return graphs.get(region).statesModel().enumName();
    }

    /** The leader's field that holds region {@code region}'s batch or machine: {@code weaponRegion}. */
    String field(int region) {
        String name = enumName(region);
        return name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1) + "Region";
    }

    /** Whether a handler of another region reads this region's state ({@code @Current}). */
    boolean readByOthers() {
        for (int r = 0; r < graphs.size(); r++) {
            if (r != index && RegionReads.of(graphs.get(r)).contains(index)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The paragraph a class of a machine of regions adds to its Javadoc: which region it is, and who holds
     * it; {@code batches} for the batch classes. Empty for a machine without regions.
     */
    CodeBlock javadoc(boolean batches) {
        if (!any()) {
            return CodeBlock.of("");
        }
        if (follows()) {
            return CodeBlock.of("<p>Region $L of a machine of regions: {@link $T}, the machine's $L,\nmakes $L and runs "
                    + "it after region $L; a game holds that one\n(docs/semantics.md, \"Orthogonal regions\").\n",
                    enumName(index), batches ? batch(0) : fsm(0), batches ? "batch" : "one-entity machine",
                    batches ? "this batch, adds to it" : "this machine", enumName(0));
        }
        CodeBlock others = followers().stream().map(r -> CodeBlock.of("{@link $T} (region $L)",
                batches ? batch(r) : fsm(r), enumName(r))).collect(CodeBlock.joining(",\n"));
        return CodeBlock.of("<p>Region $L of a machine of regions, the one a game holds: it makes\n$L,\nand runs them "
                + "after its own, region by region (docs/semantics.md, \"Orthogonal regions\").\n", enumName(0),
                others);
    }
}
