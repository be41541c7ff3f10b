package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.StrayAnnotation;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * Check 7, part: Brainstem annotations of the round where they have no effect, as
 * {@link dev.brainstem.processor.reading.RoundReader} found them. It runs once per round, not per
 * machine.
 */
public final class StrayAnnotationCheck {
    private StrayAnnotationCheck() {}

    public static void check(List<StrayAnnotation> strays, ErrorReporter reporter) {
        for (StrayAnnotation stray : strays) {
            Element element = stray.element();
            switch (stray.kind()) {
                case HANDLER_OUTSIDE_MACHINE -> reportHandler(reporter, element, stray.annotation(),
                        stray.annotationName(), stray.owner());
                case ENTRY_POINT_NOT_CONSTANT -> reporter.onAnnotation(Message.STRAY_ENTRY_POINT, element,
                        stray.annotation(), stray.annotationName(), "field " + element.getSimpleName(),
                        "it is not an enum constant");
                case ENTRY_POINT_OUTSIDE_STATES -> reporter.onAnnotation(Message.STRAY_ENTRY_POINT, element,
                        stray.annotation(), stray.annotationName(), "constant " + element.getSimpleName(),
                        "enum " + stray.owner().getSimpleName() + " is not annotated @States");
                case STATES_NOT_ENUM -> reporter.onAnnotation(Message.STATES_NOT_ENUM, element, stray.annotation(),
                        Text.kind(element.getKind()), element.getSimpleName());
                case AFTER_OUTSIDE_MACHINE -> reporter.onAnnotation(Message.STRAY_HANDLER, element,
                        stray.annotation(), stray.annotationName(), Text.kind(element.getKind()) + " "
                                + element.getSimpleName(), Text.kind(element.getKind()), element.getSimpleName(),
                        Message.STRAY_AFTER_FIX);
                case LOCAL_MACHINE -> reporter.onTree(Message.LOCAL_CLASS, stray.tree(), stray.unit(), stray.annotationName());
            }
        }
    }

    static void reportHandler(ErrorReporter reporter, Element method, AnnotationMirror annotation,
            String annotationName, Element owner) {
        reporter.onAnnotation(Message.STRAY_HANDLER, method, annotation, annotationName,
                method.getSimpleName() + "()", Text.kind(owner.getKind()), owner.getSimpleName(),
                Message.STRAY_HANDLER_FIX);
    }
}
