package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.ParameterKind;
import java.util.List;
import java.util.TreeSet;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;

/**
 * The other regions a region's handlers read ({@code @Current Weapon w} in a handler of {@code Legs}):
 * the static dispatch methods of its {@code XFsm} take each such region's current state as a parameter
 * ({@code Weapon currentWeapon}), which every caller passes: the batch from the other region's batch of
 * the same slot, the one-entity machine from the other region's machine. A region that reads none, and a
 * machine without regions, gets none of this.
 *
 * <p>Each form names the region's state by a pattern with {@code %s} for the enum's simple name:
 * {@link #STATIC} in the dispatch methods, {@link #INSTANCE} in the one-entity machine's methods, and
 * {@code current%s(slot)} in the batch's.
 */
final class RegionReads {
    /** In the static dispatch methods: their parameter. */
    static final String STATIC = "current%s";
    /** In the one-entity machine's own methods: its accessor of the other region's state. */
    static final String INSTANCE = "current%s()";

    private RegionReads() {}

    /** The regions some handler of {@code graph} reads, in region order. */
    static List<Integer> of(MachineGraph graph) {
        TreeSet<Integer> read = new TreeSet<>();
        for (HandlerModel handler : graph.model().handlers()) {
            for (int i = 0; i < handler.parameters().size(); i++) {
                if (handler.parameters().get(i) == ParameterKind.CURRENT_REGION) {
                    read.add(region(graph, handler, i));
                }
            }
        }
        return List.copyOf(read);
    }

    /** The region whose state parameter {@code index} of {@code handler} reads. */
    static int region(MachineGraph graph, HandlerModel handler, int index) {
        TypeElement type = (TypeElement) ((DeclaredType) handler.parameterTypes().get(index)).asElement();
        return graph.model().region().indexOf(type);
    }

    /** The simple name of region {@code region}'s enum. */
    static String enumName(MachineGraph graph, int region) {
        return graph.model().region().enumName(region);
    }

    /** Adds a parameter per region read, {@code Weapon currentWeapon}, to a dispatch method. */
    static void parameters(MethodSpec.Builder method, MachineGraph graph) {
        for (int region : of(graph)) {
            TypeElement type = graph.model().region().enums().get(region);
            method.addParameter(ClassName.get(type), String.format(STATIC, type.getSimpleName()));
        }
    }

    /** {@code , currentWeapon...}: the arguments a call of a dispatch method adds, by {@code pattern}; or nothing. */
    static String arguments(MachineGraph graph, String pattern) {
        StringBuilder arguments = new StringBuilder();
        for (int region : of(graph)) {
            arguments.append(", ").append(String.format(pattern, enumName(graph, region)));
        }
        return arguments.toString();
    }
}
