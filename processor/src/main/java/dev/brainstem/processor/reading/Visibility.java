package dev.brainstem.processor.reading;

import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Whether code in the machine's package, in a class that extends nothing of the user's, can name a type:
 * the generated classes are such code. The one place of that rule, for the enum of states and for
 * message types.
 */
final class Visibility {
    private final Elements elements;

    Visibility(Elements elements) {
        this.elements = elements;
    }

    /**
     * Why code in the machine's package, in a class that extends nothing of the user's, cannot name
     * the type: the generated classes are such code.
     */
    Optional<String> hiddenBecause(TypeElement type, TypeElement entity) {
        PackageElement machinePackage = packageOf(entity);
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            java.util.Set<Modifier> modifiers = t.getModifiers();
            String which = t == type ? "" : "nested in ";
            if (modifiers.contains(Modifier.PRIVATE)) {
                return Optional.of(t == type ? "declared private" : "nested in private class " + t.getSimpleName());
            }
            if (!modifiers.contains(Modifier.PUBLIC) && !packageOf(t).equals(machinePackage)) {
                String how = modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private";
                String where = t.getEnclosingElement() instanceof TypeElement outer
                        ? " in " + outer.getQualifiedName() : ", of package " + packageOf(t).getQualifiedName();
                return Optional.of(which + how + (which.isEmpty() ? "" : " class " + t.getSimpleName()) + where);
            }
        }
        return Optional.empty();
    }

    PackageElement packageOf(Element element) {
        return elements.getPackageOf(element);
    }
}
