package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.util.Elements;

/**
 * How generated code names the user's types so that nothing in the user's package captures a name.
 * Two ways a name can be captured:
 * <ul>
 * <li>A class of the user's package named like a {@code java.lang} type the code uses ({@code String},
 *     {@code Override}...): a package member hides {@code java.lang}, so such a file imports the
 *     {@code java.lang} types it names.</li>
 * <li>A user type named like a field, parameter or local of the generated code ({@code STATES},
 *     {@code INFO}, {@code state}...): in an expression, a variable hides a type, so {@code STATES.values()}
 *     would read the field. Such an enum is only named where a type is expected: its constants are
 *     read from {@code STATES}, and {@code STATES} from its class literal.</li>
 * </ul>
 */
final class TypeRefs {
    /** Every field, parameter and local name the generated classes use. */
    private static final Set<String> IDENTIFIERS = Set.of(
            "STATE_COUNT", "STAY", "MAX_TRANSITIONS_PER_TICK", "SETTLE", "NAME", "STATES", "INFO",
            "entity", "entities", "system", "id", "state", "previous", "busy", "listener", "next", "made",
            "left", "current", "event", "key", "other", "dt", "from", "to", "machine", "target", "ordinal",
            "slot", "lane", "members", "lo", "hi", "kept", "i", "failure", "action", "capacity", "first",
            "handle", "decided", "time", "clock", "entered", "group", "settling", "running", "cause", "w", "rest",
            "groups", "names", "entryPoints", "edges", "mail", "message", "delivered", "DROPPED", "delaySeconds",
            "spent", "declared", "types", "handler", "BACK", "STACK_DEPTH", "stacks", "back", "states", "k",
            "history", "last");

    private final ClassName stateType;
    private final boolean enumHidden;

    TypeRefs(MachineGraph graph, ClassName stateType) {
        this.stateType = stateType;
        Set<String> hiding = new HashSet<>(IDENTIFIERS);
        for (State state : graph.states()) {
            for (Event event : Event.KEYED) {
                hiding.add(MemberNames.key(event, state));
            }
        }
        this.enumHidden = hiding.contains(stateType.topLevelClassName().simpleName());
    }

    /** The enum's {@code values()}, as an expression. */
    CodeBlock values() {
        return enumHidden ? CodeBlock.of("$T.class.getEnumConstants()", stateType) : CodeBlock.of("$T.values()", stateType);
    }

    /** One of the enum's constants, as an expression. */
    CodeBlock constant(State state) {
        return enumHidden ? CodeBlock.of("STATES[$L]", state.ordinal()) : CodeBlock.of("$T.$N", stateType, state.name());
    }

    /**
     * Whether a class of {@code pkg} hides a {@code java.lang} type. Generated code then imports the
     * {@code java.lang} types it names, since an import hides a class of the package where it is in
     * force; writing them qualified instead would fail where the package also has a class named
     * {@code java}, which hides the package {@code java} in a qualified name.
     */
    static boolean hidesJavaLang(Elements elements, String pkg) {
        PackageElement element = elements.getPackageElement(pkg);
        if (element == null) {
            return false;
        }
        for (Element member : element.getEnclosedElements()) {
            String name = member.getSimpleName().toString();
            if (member.getKind() != ElementKind.PACKAGE && elements.getTypeElement("java.lang." + name) != null) {
                return true;
            }
        }
        return false;
    }
}
