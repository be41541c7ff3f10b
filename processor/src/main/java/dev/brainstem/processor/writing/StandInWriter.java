package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeVariableName;
import dev.brainstem.processor.model.ClassShape;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * Writes stand-ins ({@link StandIns}) for the {@code XFsm} and {@code XBatch} of a machine that failed
 * its checks, so that the game's uses of them compile and the machine's error is the only one the user
 * reads: without them javac adds "cannot find symbol" for every use. No diagram is written.
 *
 * <p>The stand-ins have the members of the classes the writers would make of the machine's graph. Where
 * the checks left no graph (a name the enum lacks, a malformed {@code to}, groups that form no tree),
 * the graph is bound without the enum's groups (and an {@code initial} it lacks) and without the handlers
 * that name anything but states of the enum, and failing that, without any handler: then what depends
 * on those (event keys, group constants, message methods) may be missing, and a use of it is one more
 * error after the first. An enum without constants is bound to a placeholder state.
 *
 * <p>Where the real classes could not name the machine's class or its enum (generic, private, hidden,
 * auxiliary), {@link StandInTypes} says how the stand-ins name them. A generated name another class
 * holds is left to it. No stand-in is written where no round made a type the machine needs (javac has
 * reported the game's uses by then), nor where there is no enum to bind a graph to: docs/errors.md
 * says so.
 */
public final class StandInWriter {
    private final ProcessingEnvironment env;

    public StandInWriter(ProcessingEnvironment env) {
        this.env = env;
    }

    /**
     * Writes the machine's stand-ins, naming {@code firstError}; {@code checked} is the graph the checks
     * bound, when they bound one. Returns whether they were written.
     */
    public boolean write(MachineModel model, Optional<MachineGraph> checked, String firstError) {
        if (model.states().isEmpty() || !model.undefined().isEmpty()) {
            return false;
        }
        StatesModel states = model.states().get();
        List<Supplier<MachineGraph>> graphs = List.of(
                checked::orElseThrow,
                () -> MachineGraph.of(model.withHandlersAndNoGroups(model.handlers().stream()
                        .filter(handler -> namesOnlyStates(handler, states)).toList())),
                () -> MachineGraph.of(model.withHandlersAndNoGroups(List.of())));
        for (Supplier<MachineGraph> graph : graphs) {
            MachineWriter.Classes classes;
            try {
                classes = MachineWriter.Classes.of(graph.get(), env);
            } catch (RuntimeException | StackOverflowError notBindable) {
                // The checks' findings are what the user reads; this graph is not one to stand in for.
                continue;
            }
            String why = model.entityName() + " has errors, so Brainstem did not generate this class; the first: "
                    + firstError;
            StandInTypes types = types(model, states);
            var fsm = StandIns.of(classes.fsm().build(), why, types, env);
            var batch = StandIns.of(classes.batch().build(), why, types, env);
            // A name another class holds is that class's: the game's uses of it are of that class.
            Set<String> taken = model.takenNames().stream().map(MachineModel.TakenName::generatedName)
                    .collect(Collectors.toSet());
            if (!taken.contains(model.fsmName())) {
                classes.write(env, fsm, true);
            }
            if (!taken.contains(model.batchName())) {
                classes.write(env, batch, false);
            }
            return true;
        }
        return false;
    }

    /**
     * A machine of regions: stand-ins for every region's classes, the leader's with its API of the other
     * regions, so that the game's uses of the leader compile. {@code checked} holds the graph the checks
     * bound of each region, when they bound one. Returns whether they were written: not when a region has
     * no enum to bind a graph to.
     */
    public boolean writeRegions(List<MachineModel> models, List<Optional<MachineGraph>> checked, String firstError) {
        if (models.stream().anyMatch(m -> m.states().isEmpty() || !m.undefined().isEmpty())) {
            return false;
        }
        // The graphs the checks bound, else (for each region) its handlers of states only, else none: the
        // first level at which every region's classes can be built.
        for (int level = 0; level < 3; level++) {
            List<MachineWriter.Classes> classes = new java.util.ArrayList<>();
            try {
                List<MachineGraph> graphs = new java.util.ArrayList<>();
                for (int r = 0; r < models.size(); r++) {
                    graphs.add(bind(models.get(r), level == 0 && checked.get(r).isEmpty() ? 1 : level, checked.get(r)));
                }
                for (int r = 0; r < graphs.size(); r++) {
                    classes.add(MachineWriter.Classes.of(graphs.get(r), env, new RegionClasses(graphs, r)));
                }
            } catch (RuntimeException | StackOverflowError notBindable) {
                // The checks' findings are what the user reads; these graphs are not ones to stand in for.
                continue;
            }
            MachineModel leader = models.get(0);
            StandInTypes types = types(leader, leader.states().get());
            Set<String> taken = models.stream().flatMap(m -> m.takenNames().stream())
                    .map(MachineModel.TakenName::generatedName).collect(Collectors.toSet());
            String why = leader.entityName() + " has errors, so Brainstem did not generate this class; the first: "
                    + firstError;
            Set<ClassName> unwritten = new java.util.HashSet<>();
            for (MachineModel model : models) {
                for (String name : List.of(model.fsmName(), model.batchName())) {
                    if (taken.contains(name)) {
                        unwritten.add(ClassName.get(model.packageName(), name));
                    }
                }
            }
            for (int r = 0; r < classes.size(); r++) {
                if (!taken.contains(models.get(r).fsmName())) {
                    classes.get(r).write(env, StandIns.of(classes.get(r).fsm().build(), why, types, env, unwritten),
                            true);
                }
                if (!taken.contains(models.get(r).batchName())) {
                    classes.get(r).write(env, StandIns.of(classes.get(r).batch().build(), why, types, env, unwritten),
                            false);
                }
            }
            return true;
        }
        return false;
    }

    /** Level 0: the graph the checks bound; 1: without groups and handlers naming anything but states; 2: none. */
    private static MachineGraph bind(MachineModel model, int level, Optional<MachineGraph> checked) {
        StatesModel states = model.states().get();
        return switch (level) {
            case 0 -> checked.orElseThrow();
            case 1 -> MachineGraph.of(model.withHandlersAndNoGroups(model.handlers().stream()
                    .filter(handler -> namesOnlyStates(handler, states)).toList()));
            default -> MachineGraph.of(model.withHandlersAndNoGroups(List.of()));
        };
    }

    /** How the stand-ins name the machine's class and its enum: see {@link StandInTypes}. */
    private static StandInTypes types(MachineModel model, StatesModel states) {
        ClassShape shape = model.shape();
        return new StandInTypes(ClassName.get(model.entity()),
                model.entity().getTypeParameters().stream().map(TypeVariableName::get).toList(),
                shape.privateType().isPresent() || shape.auxiliary().isPresent(),
                ClassName.get(states.enumType()),
                states.hiddenBecause().isPresent() || states.auxiliary().isPresent(),
                Set.of(ClassName.get(model.packageName(), model.fsmName()),
                        ClassName.get(model.packageName(), model.batchName())));
    }

    private static boolean namesOnlyStates(HandlerModel handler, StatesModel states) {
        return handler.states().stream().map(StateRef::name).allMatch(name -> states.find(name).isPresent())
                && handler.targets().stream().map(StateRef::name).allMatch(name -> states.find(name).isPresent());
    }
}
