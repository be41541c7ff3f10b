package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.ClassShape;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
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
 * types through {@link MessageTypeReader}), what the generated classes can name through {@link Visibility}.
 */
public final class MachineReader {
    private final Elements elements;
    private final GeneratedNames generatedNames;
    private final SourceFiles sourceFiles;
    private final StatesReader states;
    private final HandlerReader handlers;

    public MachineReader(ProcessingEnvironment env, ReturnScanner returnScanner, GeneratedNames generatedNames) {
        this.elements = env.getElementUtils();
        this.generatedNames = generatedNames;
        this.sourceFiles = new SourceFiles(returnScanner.trees());
        Visibility visibility = new Visibility(elements);
        this.states = new StatesReader(env.getTypeUtils(), returnScanner, visibility, sourceFiles);
        this.handlers = new HandlerReader(elements, env.getTypeUtils(), returnScanner, visibility);
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
                value, maxTransitions, max, settle, handlers, undefined, generatedNames.taken(entity, pkg, prefix));
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
