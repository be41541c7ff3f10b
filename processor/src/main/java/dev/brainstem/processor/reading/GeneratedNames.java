package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.MachineModel.TakenName;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Who holds each name the processor generates (design check 9): the machines of this compilation
 * that map to it, and classes that already exist under it. A class that is Brainstem's own output
 * (from an earlier round, or a class file of an earlier build) is told apart by its shape, since
 * {@code @Generated} does not survive into class files: an {@code XFsm} has {@code INFO} of type
 * {@code MachineInfo}, an {@code XBatch} extends {@code AbstractBatch}.
 *
 * <p>The members inside those classes that are named after the user's states, groups and message types
 * follow one rule of their own, which keeps them apart from one another and from keywords: the
 * writer's {@code MemberNames}.
 */
public final class GeneratedNames {
    /**
     * The runtime's package, compared apart from simple names: the processor jar relocates the one
     * runtime class it carries, and with it every string constant that spells that class's full name.
     */
    private static final String RUNTIME = "dev.brainstem.runtime";

    private final Elements elements;
    private final Types types;
    /** Generated qualified name to the machines (qualified names) that map to it, this compilation. */
    private final Map<String, List<String>> claims = new HashMap<>();

    public GeneratedNames(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /** Records the names the machines of a round will be written under, before any is read. */
    public void claim(Collection<? extends Element> machines) {
        for (Element machine : machines) {
            if (machine instanceof TypeElement type && machine.getKind() == ElementKind.CLASS) {
                String pkg = elements.getPackageOf(type).getQualifiedName().toString();
                String prefix = prefix(type);
                String who = type.getQualifiedName().toString();
                for (String name : names(type, prefix)) {
                    List<String> holders = claims.computeIfAbsent(qualified(pkg, name), k -> new ArrayList<>());
                    if (!holders.contains(who)) {
                        holders.add(who);
                    }
                }
            }
        }
    }

    /**
     * The names a machine generates: {@code GuardFsm} and {@code GuardBatch}, and for a machine of regions
     * each later region's too ({@code SoldierWeaponFsm}, {@code SoldierWeaponBatch}).
     */
    private static List<String> names(TypeElement machine, String prefix) {
        List<String> names = new ArrayList<>(List.of(MachineModel.fsmName(prefix), MachineModel.batchName(prefix)));
        AnnotationValues.find(machine, Names.STATE_MACHINE)
                .flatMap(annotation -> AnnotationValues.explicit(annotation, "regions"))
                .filter(value -> value.getValue() instanceof List<?>)
                .ifPresent(value -> {
                    for (Object item : (List<?>) value.getValue()) {
                        if (item instanceof javax.lang.model.element.AnnotationValue entry
                                && entry.getValue() instanceof javax.lang.model.type.DeclaredType region) {
                            String regionPrefix = prefix + region.asElement().getSimpleName();
                            names.add(MachineModel.fsmName(regionPrefix));
                            names.add(MachineModel.batchName(regionPrefix));
                        }
                    }
                });
        return names;
    }

    /** {@code Guard}, or {@code Outer_Guard} for a class nested in {@code Outer}: what generated names start with. */
    public static String prefix(TypeElement entity) {
        StringBuilder name = new StringBuilder(entity.getSimpleName());
        for (Element outer = entity.getEnclosingElement(); outer instanceof TypeElement type;
                outer = outer.getEnclosingElement()) {
            name.insert(0, type.getSimpleName() + "_");
        }
        return name.toString();
    }

    /** The generated names of this machine that another machine or an existing class holds. */
    List<TakenName> taken(TypeElement entity, String pkg, String prefix) {
        String self = entity.getQualifiedName().toString();
        List<TakenName> taken = new ArrayList<>();
        for (String name : List.of(MachineModel.fsmName(prefix), MachineModel.batchName(prefix))) {
            String qualified = qualified(pkg, name);
            for (String rival : claims.getOrDefault(qualified, List.of())) {
                if (!rival.equals(self)) {
                    taken.add(new TakenName(name, "@StateMachine class " + rival + " makes the same names"));
                }
            }
            TypeElement existing = elements.getTypeElement(qualified);
            if (existing != null && !isBrainstemOutput(existing)) {
                taken.add(new TakenName(name, "class " + qualified + " already exists"));
            }
        }
        return taken;
    }

    private boolean isBrainstemOutput(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() == TypeKind.DECLARED && isRuntime(types.asElement(superclass), "AbstractBatch")) {
            return true;
        }
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (field.getSimpleName().contentEquals("INFO") && field.asType().getKind() == TypeKind.DECLARED
                    && isRuntime(types.asElement(field.asType()), "MachineInfo")) {
                return true;
            }
        }
        return false;
    }

    private boolean isRuntime(Element type, String simpleName) {
        return type.getSimpleName().contentEquals(simpleName)
                && elements.getPackageOf(type).getQualifiedName().contentEquals(RUNTIME);
    }

    private static String qualified(String pkg, String name) {
        return pkg.isEmpty() ? name : pkg + "." + name;
    }
}
