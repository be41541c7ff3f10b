package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.ClassShape;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.Region;
import dev.brainstem.processor.model.RegionNames;
import dev.brainstem.processor.model.RegionsModel;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.StatesReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.util.Elements;

/**
 * Reads a {@code @StateMachine} class, its enum of states and its handlers (its own and its
 * superclasses') into a {@link MachineModel}. It never reports and never fails: whatever is wrong is
 * kept in the model for the checks. It is the only place that reads Brainstem's annotations on a
 * machine: the enum through {@link StatesReader}, the handlers through {@link HandlerReader} (message
 * types through {@link MessageTypeReader}), the timed transitions through {@link AfterReader}, what the
 * generated classes can name through {@link Visibility}.
 */
public final class MachineReader {
    private final Elements elements;
    private final GeneratedNames generatedNames;
    private final SourceFiles sourceFiles;
    private final StatesReader states;
    private final HandlerReader handlers;
    private final AfterReader afters;

    public MachineReader(ProcessingEnvironment env, ReturnScanner returnScanner, GeneratedNames generatedNames) {
        this.elements = env.getElementUtils();
        this.generatedNames = generatedNames;
        this.sourceFiles = new SourceFiles(returnScanner.trees());
        Visibility visibility = new Visibility(elements);
        this.states = new StatesReader(env.getTypeUtils(), returnScanner, visibility, sourceFiles);
        this.handlers = new HandlerReader(elements, env.getTypeUtils(), returnScanner, visibility);
        this.afters = new AfterReader(handlers);
    }

    public MachineModel read(TypeElement entity) {
        AnnotationMirror annotation = AnnotationValues.find(entity, Names.STATE_MACHINE).orElseThrow();
        Optional<AnnotationValue> value = AnnotationValues.explicit(annotation, "value");
        StatesReference states = this.states.statesReference(value, entity);
        Optional<AnnotationValue> max = AnnotationValues.explicit(annotation, "maxTransitionsPerTick");
        int maxTransitions = max.map(v -> v.getValue() instanceof Integer i ? i : 8).orElse(8);
        boolean settle = AnnotationValues.explicit(annotation, "settle")
                .map(v -> Boolean.TRUE.equals(v.getValue())).orElse(false);
        TypeElement enumType = states.states().map(StatesModel::enumType).orElse(null);
        List<String> undefined = new ArrayList<>();
        if (states.kind() == StatesReference.Kind.UNRESOLVED) {
            undefined.add(states.typeName());
        }
        List<HandlerModel> handlers = this.handlers.readHandlers(entity, enumType, undefined);
        String prefix = GeneratedNames.prefix(entity);
        String pkg = elements.getPackageOf(entity).getQualifiedName().toString();
        return new MachineModel(entity, annotation, shape(entity), pkg, prefix, isPublicAllTheWay(entity), states,
                value, maxTransitions, max, settle, handlers, undefined, generatedNames.taken(entity, pkg, prefix),
                Region.none(prefix), afters.read(entity, Mode.of(handlers)));
    }

    /** Whether the machine declares regions: {@code @StateMachine(regions = {...})} with at least one entry. */
    public static boolean hasRegions(TypeElement entity) {
        return AnnotationValues.find(entity, Names.STATE_MACHINE)
                .flatMap(annotation -> AnnotationValues.explicit(annotation, "regions"))
                .map(value -> !(value.getValue() instanceof List<?> list) || !list.isEmpty()).orElse(false);
    }

    /**
     * Reads a machine of regions: what {@code value} and each entry of {@code regions} name, and the model
     * of each sound region, with the handlers, groups and {@code @After}s that are that region's
     * ({@link RegionNames}). What names another region's states is left out of every region's model: the
     * region checks report it.
     */
    public RegionsModel readRegions(TypeElement entity) {
        MachineModel plain = read(entity);
        AnnotationMirror annotation = plain.annotation();
        List<RegionsModel.Entry> entries = new ArrayList<>();
        entries.add(entry(plain.valueAttribute(), plain.statesReference(), entries));
        List<AnnotationValue> listed = new ArrayList<>();
        AnnotationValues.explicit(annotation, "regions").ifPresent(value -> {
            if (value.getValue() instanceof List<?> list) {
                list.stream().filter(AnnotationValue.class::isInstance).map(AnnotationValue.class::cast)
                        .forEach(listed::add);
            } else {
                listed.add(value);
            }
        });
        for (AnnotationValue value : listed) {
            entries.add(entry(Optional.of(value), states.statesReference(Optional.of(value), entity), entries));
        }
        // An enum without @States is reported, and kept as a region, so that its handlers find their region.
        List<StatesModel> sound = entries.stream().filter(e -> e.kind() == RegionsModel.Entry.Kind.STATES
                || e.kind() == RegionsModel.Entry.Kind.NOT_STATES).map(e -> e.states().orElseThrow()).toList();
        RegionNames names = new RegionNames(sound);
        List<TypeElement> enums = sound.stream().map(StatesModel::enumType).toList();
        List<String> undefined = new ArrayList<>(plain.undefined());
        entries.stream().filter(e -> e.kind() == RegionsModel.Entry.Kind.UNRESOLVED && e.value().isPresent())
                .map(RegionsModel.Entry::typeName).filter(n -> !undefined.contains(n)).forEach(undefined::add);
        List<HandlerModel> all = plain.handlers();
        Optional<Mode> mode = Optional.of(Mode.of(all));
        List<MachineModel> regions = new ArrayList<>();
        for (int r = 0; r < sound.size(); r++) {
            StatesModel own = ownGroups(sound.get(r), names, r);
            int index = r;
            List<TypeElement> others = enums.stream().filter(e -> !e.equals(enums.get(index))).toList();
            List<HandlerModel> read = handlers.readHandlers(entity, own.enumType(), others, undefined);
            List<HandlerModel> kept = new ArrayList<>();
            for (int h = 0; h < read.size() && h < all.size(); h++) {
                if (names.regionOf(all.get(h)) == r && !names.excluded(all.get(h))) {
                    kept.add(read.get(h));
                }
            }
            RegionsModel.Entry entry = entries.stream().filter(e -> e.states().map(s -> s == sound.get(index))
                    .orElse(false)).findFirst().orElseThrow();
            String prefix = new Region(r, enums, plain.generatedPrefix(), mode).prefixOf(r);
            List<MachineModel.TakenName> taken = r == 0 ? plain.takenNames()
                    : generatedNames.taken(entity, plain.packageName(), prefix);
            regions.add(new MachineModel(entity, annotation, plain.shape(), plain.packageName(), prefix,
                    plain.publicType(), new StatesReference(StatesReference.Kind.ENUM, Optional.of(own),
                            own.enumName()), entry.value(), plain.maxTransitionsPerTick(),
                    plain.maxTransitionsAttribute(), plain.settle(), kept, undefined, taken,
                    new Region(r, enums, plain.generatedPrefix(), mode), plain.afters().stream()
                            .filter(after -> names.regionOf(after) == index && !names.excluded(after)).toList()));
        }
        return new RegionsModel(entity, annotation, entries, regions, all, names, plain.afters());
    }

    /** What one class literal names: a region, or why it is none. */
    private static RegionsModel.Entry entry(Optional<AnnotationValue> value, StatesReference reference,
            List<RegionsModel.Entry> earlier) {
        RegionsModel.Entry.Kind kind = switch (reference.kind()) {
            case ENUM -> reference.states().orElseThrow().statesAnnotation().isPresent()
                    ? RegionsModel.Entry.Kind.STATES : RegionsModel.Entry.Kind.NOT_STATES;
            case NOT_ENUM -> RegionsModel.Entry.Kind.NOT_ENUM;
            case UNRESOLVED, MISSING -> RegionsModel.Entry.Kind.UNRESOLVED;
        };
        int repeats = -1;
        if (reference.states().isPresent()) {
            for (int i = 0; i < earlier.size() && repeats < 0; i++) {
                if (earlier.get(i).states().map(s -> s.enumType().equals(reference.states().get().enumType()))
                        .orElse(false)) {
                    repeats = i;
                }
            }
        }
        if (repeats >= 0) {
            kind = RegionsModel.Entry.Kind.REPEATED;
        }
        return new RegionsModel.Entry(value, kind, reference.states(), reference.typeName(), repeats);
    }

    /** Region {@code r}'s enum with its groups' names of other regions left out (the region checks report them). */
    private static StatesModel ownGroups(StatesModel states, RegionNames names, int r) {
        List<GroupModel> groups = states.groups().stream().map(g -> new GroupModel(g.name(), g.annotation(),
                g.nameValue(), g.states().stream().filter(ref -> !names.othersOnly(ref.name(), r)).toList(),
                g.groups().stream().filter(ref -> !names.othersOnly(ref.name(), r)).toList(), g.initial(),
                g.history(), g.historyValue())).toList();
        return new StatesModel(states.enumType(), states.states(), states.statesAnnotation(), states.initial(),
                states.hiddenBecause(), groups, states.auxiliary());
    }

    private ClassShape shape(TypeElement type) {
        Optional<TypeElement> privateType = Optional.empty();
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                privateType = Optional.of(t);
                break;
            }
        }
        String typeParameters = type.getTypeParameters().isEmpty() ? "" : type.getTypeParameters().stream()
                .map(TypeParameterElement::getSimpleName).map(Object::toString)
                .collect(Collectors.joining(", ", "<", ">"));
        return new ClassShape(type.getKind(), privateType, isInner(type), typeParameters, sourceFiles.auxiliary(type));
    }

    private static boolean isInner(TypeElement type) {
        if (type.getNestingKind() != NestingKind.MEMBER || type.getModifiers().contains(Modifier.STATIC)) {
            return false;
        }
        // A class nested in an interface is static without saying so.
        ElementKind outer = type.getEnclosingElement().getKind();
        return outer != ElementKind.INTERFACE && outer != ElementKind.ANNOTATION_TYPE;
    }

    private static boolean isPublicAllTheWay(TypeElement entity) {
        for (Element e = entity; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (!e.getModifiers().contains(Modifier.PUBLIC)) {
                return false;
            }
        }
        return true;
    }
}
