package dev.brainstem.processor.reading;

import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Tells the Java stubs that kapt writes for Kotlin classes. A stub keeps each method's signature and
 * annotations but its body is a placeholder ({@code return null;}, {@code return false;}): reading it
 * would make every checked return a false finding. The reliable mark is {@code @kotlin.Metadata}, which the
 * Kotlin compiler puts on every class it compiles, nested ones included, and kapt keeps on the stub; the
 * placeholder bodies themselves are no mark (a Java method may well return null). The method's own class
 * decides, or a class it is nested in: a Java machine may inherit its handlers from a Kotlin class, and the
 * other way round.
 */
final class KotlinStubs {
    private static final String METADATA = "kotlin.Metadata";

    private KotlinStubs() {}

    static boolean declares(ExecutableElement method) {
        for (Element e = method.getEnclosingElement(); e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (AnnotationValues.find(e, METADATA).isPresent()) {
                return true;
            }
        }
        return false;
    }
}
