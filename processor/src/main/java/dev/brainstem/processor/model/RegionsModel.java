package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * A machine of regions ({@code @StateMachine(value = Legs.class, regions = {Weapon.class})}) as the
 * processor read it: what {@code value} and each entry of {@code regions} name, one {@link MachineModel}
 * per sound region, and every handler once, for the checks that look across regions.
 *
 * @param entries {@code value}, then each entry of {@code regions}, in the order written
 * @param regions the model of each sound region, in order: region 0 is {@code value}'s
 * @param handlers every handler, read once against region 0's enum: their names, for the region checks
 * @param names which region each state and group name belongs to
 * @param afters every {@code @After} of the class, for the region checks
 */
public record RegionsModel(TypeElement entity, AnnotationMirror annotation, List<Entry> entries,
        List<MachineModel> regions, List<HandlerModel> handlers, RegionNames names, List<AfterModel> afters) {

    public RegionsModel {
        entries = List.copyOf(entries);
        regions = List.copyOf(regions);
        handlers = List.copyOf(handlers);
        afters = List.copyOf(afters);
    }

    /**
     * What one class literal of {@code value} or {@code regions} names.
     *
     * @param value the annotation value; absent for a missing {@code value}
     * @param kind what it turned out to be
     * @param states the enum read, for {@link Kind#STATES} and {@link Kind#NOT_STATES}
     * @param typeName the simple name of the type named
     * @param repeats for {@link Kind#REPEATED}, the entry it repeats (0 for {@code value})
     */
    public record Entry(Optional<AnnotationValue> value, Kind kind, Optional<StatesModel> states, String typeName,
            int repeats) {
        public enum Kind {
            /** An enum annotated {@code @States}: a region. */
            STATES,
            /** An enum without {@code @States}. */
            NOT_STATES,
            /** A type that is not an enum. */
            NOT_ENUM,
            /** An enum already named by {@code value} or an earlier entry. */
            REPEATED,
            /** A type javac cannot resolve, or no value: the machine waits, or javac reports it. */
            UNRESOLVED
        }
    }

    /** The undefined types of every region. */
    public List<String> undefined() {
        return regions.stream().flatMap(r -> r.undefined().stream()).distinct().toList();
    }
}
