package dev.brainstem.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.util.Elements;

/**
 * The {@code @Generated} annotation that the user's compilation can see: {@code
 * javax.annotation.processing.Generated} from Java 9 on, {@code javax.annotation.Generated} under
 * {@code --release 8}, none when neither exists.
 */
final class GeneratedAnnotation {
    private static final String PROCESSOR = "dev.brainstem.processor.BrainstemProcessor";

    private GeneratedAnnotation() {}

    static Optional<AnnotationSpec> of(ProcessingEnvironment env) {
        Elements elements = env.getElementUtils();
        String name = env.getSourceVersion().compareTo(SourceVersion.RELEASE_8) > 0
                        && elements.getTypeElement("javax.annotation.processing.Generated") != null
                ? "javax.annotation.processing.Generated"
                : elements.getTypeElement("javax.annotation.Generated") != null ? "javax.annotation.Generated" : null;
        if (name == null) {
            return Optional.empty();
        }
        return Optional.of(AnnotationSpec.builder(ClassName.bestGuess(name))
                .addMember("value", "$S", PROCESSOR)
                .build());
    }
}
