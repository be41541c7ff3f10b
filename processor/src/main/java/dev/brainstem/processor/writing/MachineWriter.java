package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.MachineGraph;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * Writes everything generated for one checked machine: {@code XFsm}, {@code XBatch} (each a
 * {@link GeneratedSource}), and the diagrams ({@link DiagramWriter}).
 */
public final class MachineWriter {
    private final ProcessingEnvironment env;
    private final WriterOptions options;

    public MachineWriter(ProcessingEnvironment env, WriterOptions options) {
        this.env = env;
        this.options = options;
    }

    public void write(MachineGraph graph) {
        Classes classes = Classes.of(graph, env);
        classes.write(env, classes.fsm(), true);
        classes.write(env, classes.batch(), false);
        if (options.diagrams()) {
            new DiagramWriter(env.getFiler()).write(graph);
        }
    }

    /**
     * A machine of regions: each region's classes, written like a machine of its own under the region's
     * names ({@code SoldierFsm}, {@code SoldierWeaponFsm}). The diagrams are region 0's.
     */
    public void writeRegions(java.util.List<MachineGraph> regions) {
        for (int r = 0; r < regions.size(); r++) {
            Classes classes = Classes.of(regions.get(r), env, new RegionClasses(regions, r));
            classes.write(env, classes.fsm(), true);
            classes.write(env, classes.batch(), false);
        }
        if (options.diagrams()) {
            new DiagramWriter(env.getFiler()).write(regions.get(0));
        }
    }

    /**
     * A machine's two classes, built and not yet written: what {@link MachineWriter} writes, and what
     * {@link StandInWriter} writes stand-ins for.
     */
    record Classes(MachineGraph graph, TypeSpec.Builder fsm, TypeSpec.Builder batch, NamedTypes named) {
        static Classes of(MachineGraph graph, ProcessingEnvironment env) {
            return of(graph, env, RegionClasses.none(graph));
        }

        static Classes of(MachineGraph graph, ProcessingEnvironment env, RegionClasses regions) {
            ClassName entity = ClassName.get(graph.model().entity());
            ClassName states = ClassName.get(graph.statesModel().enumType());
            String pkg = graph.model().packageName();
            ClassName fsm = ClassName.get(pkg, graph.model().fsmName());
            ClassName batch = ClassName.get(pkg, graph.model().batchName());
            TypeRefs refs = new TypeRefs(graph, states);
            return new Classes(graph, new FsmWriter(graph, entity, states, fsm, refs, regions).write(),
                    new BatchWriter(graph, entity, states, fsm, batch, refs, regions).write(), NamedTypes.of(graph, env));
        }

        /** Writes {@code type}, one of the two; {@code namesMessages}: whether it names the message types. */
        void write(ProcessingEnvironment env, TypeSpec.Builder type, boolean namesMessages) {
            GeneratedAnnotation.of(env).ifPresent(type::addAnnotation);
            named.quieten(type, namesMessages);
            GeneratedSource.write(env, graph.model(), graph.model().packageName(), type);
        }
    }
}
