package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.MachineGraph;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XFsm} by assembling its pieces, in the order a reader meets them: the tables, the
 * machine's description, the dispatcher, the {@code to} checks, message delivery, the group crossings,
 * the one-entity machine and its save and resume. Each piece is a class of its own; this one only
 * decides which a machine gets.
 */
final class FsmWriter {
    /** Machines larger than this get no state table or diagram in their Javadoc; INFO draws them. */
    private static final int DOCUMENTED_STATES = 64;

    private final MachineGraph graph;
    private final ClassName entity;
    private final ClassName stateType;
    private final ClassName fsm;
    private final TypeRefs refs;
    private final RegionClasses regions;

    FsmWriter(MachineGraph graph, ClassName entity, ClassName stateType, ClassName fsm, TypeRefs refs,
            RegionClasses regions) {
        this.graph = graph;
        this.entity = entity;
        this.stateType = stateType;
        this.fsm = fsm;
        this.refs = refs;
        this.regions = regions;
    }

    TypeSpec.Builder write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(fsm);
        type.addModifiers(Modifier.FINAL).addJavadoc(Javadocs.classJavadoc(graph, entity, stateType, DOCUMENTED_STATES))
                .addJavadoc(regions.any() ? CodeBlock.of("\n") : CodeBlock.of(""))
                .addJavadoc(regions.javadoc(false));
        if (graph.model().publicType()) {
            type.addModifiers(Modifier.PUBLIC);
        }
        FsmPiece.Site site = new FsmPiece.Site(graph, entity, stateType, fsm, refs, type, regions);
        TableCode tables = new TableCode(site);
        tables.constants();
        tables.keys();
        new InfoCode(site).info();
        DispatchCode dispatch = new DispatchCode(site);
        dispatch.dispatcher();
        new TargetSets(site).targetChecks();
        if (graph.hasMessages()) {
            new DeliveryCode(site).messages();
        }
        dispatch.groups();
        new EntryCode(site).write();
        tables.startable();
        if (graph.hasStacks()) {
            tables.interrupts();
        }
        tables.helpers();
        new OneEntityCode(site).oneEntityMachine();
        ResumeCode.fsm(type, graph, fsm, entity, stateType, refs, regions);
        if (regions.leads()) {
            new OneEntityRegionCode(site).leaderResume();
        }
        return type;
    }
}
