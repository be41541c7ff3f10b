package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.reading.AnnotationValues;
import dev.brainstem.processor.reading.Names;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Check 7, part: Brainstem annotations where they have no effect.
 * <ul>
 * <li>A handler annotation ({@code @OnEnter}, {@code @OnUpdate}, {@code @OnExit}) on a method of a type
 * that is not a {@code @StateMachine}. <b>Exception, by decision:</b> an abstract class may declare
 * handlers without being a machine. It is a base class whose handlers its {@code @StateMachine}
 * subclasses inherit (the design's "a subclass falls back to its superclass's handler"); it cannot be
 * a machine of its own in every case, and its handlers are checked with each machine that inherits
 * them. A concrete class that is not a machine is reported even when a machine extends it: mark it
 * abstract, or make it a machine.</li>
 * <li>{@code @EntryPoint} on a field that is not a constant of an enum annotated {@code @States}.</li>
 * <li>{@code @States} on a type that is not an enum.</li>
 * </ul>
 */
public final class StrayAnnotationCheck {
    private static final List<String> HANDLER_ANNOTATIONS = List.of(Names.ON_ENTER, Names.ON_UPDATE, Names.ON_EXIT);

    private final ProcessingEnvironment env;
    private final ErrorReporter reporter;

    public StrayAnnotationCheck(ProcessingEnvironment env, ErrorReporter reporter) {
        this.env = env;
        this.reporter = reporter;
    }

    public void check(RoundEnvironment round) {
        for (String name : HANDLER_ANNOTATIONS) {
            TypeElement annotation = env.getElementUtils().getTypeElement(name);
            if (annotation != null) {
                for (Element method : round.getElementsAnnotatedWith(annotation)) {
                    checkHandler(method, name);
                }
            }
        }
        TypeElement entryPoint = env.getElementUtils().getTypeElement(Names.ENTRY_POINT);
        if (entryPoint != null) {
            for (Element field : round.getElementsAnnotatedWith(entryPoint)) {
                checkEntryPoint(field);
            }
        }
        TypeElement states = env.getElementUtils().getTypeElement(Names.STATES);
        if (states != null) {
            for (Element type : round.getElementsAnnotatedWith(states)) {
                if (type.getKind() != ElementKind.ENUM) {
                    reporter.onAnnotation(Message.STATES_NOT_ENUM, type, mirror(type, Names.STATES),
                            Text.kind(type.getKind()), type.getSimpleName());
                }
            }
        }
    }

    /**
     * A machine that inherits handlers from a concrete class that is not a machine is not written.
     * Such a handler was reported by {@link #check} when its class is compiled with the machine; one
     * read from a class file is reported here. Returns whether the machine inherits none.
     */
    public boolean checkInherited(MachineModel machine) {
        boolean none = true;
        for (HandlerModel handler : machine.handlers()) {
            if (!handler.declaringClass().equals(machine.entity()) && !mayDeclareHandlers(handler.declaringClass())) {
                none = false;
                if (!reporter.reportedOn(handler.method())) {
                    report(handler.method(), handler.annotation(), handler.event().annotationName(),
                            handler.declaringClass());
                }
            }
        }
        return none;
    }

    private void checkHandler(Element method, String annotationName) {
        if (method.getEnclosingElement() instanceof TypeElement owner && !mayDeclareHandlers(owner)) {
            String simpleName = annotationName.substring(annotationName.lastIndexOf('.') + 1);
            report(method, mirror(method, annotationName), simpleName, owner);
        }
    }

    private void report(Element method, AnnotationMirror annotation, String annotationName, TypeElement owner) {
        reporter.onAnnotation(Message.STRAY_HANDLER, method, annotation, annotationName,
                method.getSimpleName() + "()", Text.kind(owner.getKind()), owner.getSimpleName());
    }

    /**
     * A machine (or a type annotated {@code @StateMachine} that the machine checks report: an
     * interface, an enum...), or an abstract class.
     */
    private static boolean mayDeclareHandlers(TypeElement owner) {
        return AnnotationValues.find(owner, Names.STATE_MACHINE).isPresent()
                || owner.getKind() == ElementKind.CLASS && owner.getModifiers().contains(Modifier.ABSTRACT);
    }

    private void checkEntryPoint(Element field) {
        Element owner = field.getEnclosingElement();
        boolean ok = field.getKind() == ElementKind.ENUM_CONSTANT
                && AnnotationValues.find(owner, Names.STATES).isPresent();
        if (!ok) {
            boolean constant = field.getKind() == ElementKind.ENUM_CONSTANT;
            String what = (constant ? "constant " : "field ") + field.getSimpleName();
            String why = constant ? "enum " + owner.getSimpleName() + " is not annotated @States"
                    : "it is not an enum constant";
            reporter.onAnnotation(Message.STRAY_ENTRY_POINT, field, mirror(field, Names.ENTRY_POINT), what, why);
        }
    }

    private static AnnotationMirror mirror(Element element, String name) {
        Optional<AnnotationMirror> mirror = AnnotationValues.find(element, name);
        return mirror.orElse(null);
    }
}
