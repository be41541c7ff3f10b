package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @StateMachine} class as the processor read it, before any check. Reading never fails and
 * never reports: what is wrong is kept here for the checks.
 *
 * @param shape what kind of class carries the annotation
 * @param packageName the package the generated classes go into
 * @param generatedPrefix the simple name generated classes start with: {@code Guard}, or
 *     {@code Outer_Guard} for a nested class
 * @param publicType whether the generated classes are public (they share the entity's visibility)
 * @param statesReference what {@code value} names: the enum of states, read
 * @param valueAttribute the annotation value of {@code @StateMachine.value}, when given
 * @param handlers the handlers of the class and its superclasses, most derived class first
 * @param undefined the types the machine depends on that do not exist (yet): its superclasses, the
 *     types of its handlers, its enum
 * @param takenNames the generated names that something else already holds or claims
 * @param region which region of its machine this model is; {@link Region#none} for a machine without regions
 * @param afters the {@code @After}s of the class (its timed transitions), in the order written; in a machine of
 *     regions, this region's
 */
public record MachineModel(
        TypeElement entity,
        AnnotationMirror annotation,
        ClassShape shape,
        String packageName,
        String generatedPrefix,
        boolean publicType,
        StatesReference statesReference,
        Optional<AnnotationValue> valueAttribute,
        int maxTransitionsPerTick,
        Optional<AnnotationValue> maxTransitionsAttribute,
        boolean settle,
        List<HandlerModel> handlers,
        List<String> undefined,
        List<TakenName> takenNames,
        Region region,
        List<AfterModel> afters) {

    public MachineModel {
        handlers = List.copyOf(handlers);
        afters = List.copyOf(afters);
        undefined = List.copyOf(undefined);
        takenNames = List.copyOf(takenNames);
    }

    /** A generated name that is not free, and who holds it (a class, or another machine). */
    public record TakenName(String generatedName, String holder) {}

    /**
     * The same machine with only {@code kept} of its handlers, no timers, and its enum without groups nor an
     * unknown {@code initial}: what the stand-ins of a machine whose checks left no graph are bound from.
     */
    public MachineModel withHandlersAndNoGroups(List<HandlerModel> kept) {
        StatesReference withoutGroups = new StatesReference(statesReference.kind(),
                statesReference.states().map(StatesModel::withoutGroupsNorUnknownInitial), statesReference.typeName());
        return new MachineModel(entity, annotation, shape, packageName, generatedPrefix, publicType, withoutGroups,
                valueAttribute, maxTransitionsPerTick, maxTransitionsAttribute, settle, kept, undefined, takenNames, region,
                List.of());
    }

    public Optional<StatesModel> states() {
        return statesReference.states();
    }

    public String entityName() {
        return entity.getSimpleName().toString();
    }

    /** Which handler serves each (event, state). */
    public HandlerTable handlerTable() {
        return new HandlerTable(handlers);
    }

    /**
     * Id mode when there are handlers and every one takes an {@code int} id; in a machine of regions,
     * every region's handlers count.
     */
    public Mode mode() {
        return region.machineMode().orElseGet(() -> Mode.of(handlers));
    }

    /**
     * How the generated code and the messages name this machine: {@code Soldier}, and for region
     * {@code r >= 1} of a machine of regions {@code Soldier.Weapon} (its {@code INFO}'s name).
     */
    public String machineName() {
        return region.leader() ? entityName() : entityName() + "." + region.enumName(region.index());
    }

    public boolean hasRegions() {
        return region.machineHasRegions();
    }

    public String fsmName() {
        return fsmName(generatedPrefix);
    }

    public String batchName() {
        return batchName(generatedPrefix);
    }

    public static String fsmName(String prefix) {
        return prefix + "Fsm";
    }

    public static String batchName(String prefix) {
        return prefix + "Batch";
    }
}
