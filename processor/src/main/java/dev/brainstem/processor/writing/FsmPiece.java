package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;

/**
 * What every piece of {@code XFsm}'s code works from: the graph, the names it writes, and the class
 * it adds its members to. A piece reads the graph and adds members; it never calls a writer.
 */
abstract class FsmPiece {
    /** The machine and the names one {@code XFsm} is written with, handed to each of its pieces. */
    record Site(MachineGraph graph, ClassName entity, ClassName stateType, ClassName fsm, TypeRefs refs,
            TypeSpec.Builder type, RegionClasses regions) {}

    final Site site;
    final MachineGraph graph;
    final Mode mode;
    final ClassName entity;
    final ClassName stateType;
    final ClassName fsm;
    final TypeRefs refs;
    final StateSwitch stateSwitch;
    final TypeSpec.Builder type;
    final boolean tracksTime;
    final RegionClasses regions;

    FsmPiece(Site site) {
        this.site = site;
        this.graph = site.graph();
        this.mode = site.graph().mode();
        this.entity = site.entity();
        this.stateType = site.stateType();
        this.fsm = site.fsm();
        this.refs = site.refs();
        this.stateSwitch = new StateSwitch(site.graph().states());
        this.type = site.type();
        this.tracksTime = site.graph().tracksTime();
        this.regions = site.regions();
    }

    final boolean id() {
        return mode == Mode.ID;
    }

    /** {@code , time} where a dispatch method passes the time in state on, or nothing. */
    final String timeParameter() {
        return tracksTime ? ", time" : "";
    }

    final void receiverParameters(MethodSpec.Builder method) {
        Handlers.receiverParameters(method, mode, entity);
    }

    final String receiver() {
        return Handlers.receiverArguments(mode, "id");
    }

    /** The parameters of a dispatch method: the entity's, and the states of the other regions its handlers read. */
    final void dispatchParameters(MethodSpec.Builder method) {
        receiverParameters(method);
        RegionReads.parameters(method, graph);
    }

    /** The arguments of a dispatch method, inside another: {@link #dispatchParameters}' names. */
    final String dispatchArguments() {
        return receiver() + RegionReads.arguments(graph, RegionReads.STATIC);
    }

    /** The arguments of a dispatch method from the one-entity machine's methods. */
    final String machineArguments() {
        return receiver() + RegionReads.arguments(graph, RegionReads.INSTANCE);
    }
}
