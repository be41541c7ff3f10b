package dev.brainstem.devtools;

import dev.brainstem.devtools.ClassShape.Annotation;
import dev.brainstem.devtools.ClassShape.Member;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a build's changed classes can replace the loaded ones live, and if not, what changed, in one
 * line. Brainstem's own reasons come first, because they say what the developer did: a new or removed
 * state, group or handler needs a restart whatever the JVM would allow (a batch's books and tables are
 * sized by them). Then the JVM's rules for {@code redefineClasses}: the same flags, superclass,
 * interfaces, fields (in order) and methods (HotSpot also lets a private static or private final method
 * come and go, which is how a lambda added to a body still applies), and the same nest, permitted
 * subclasses and record components.
 */
final class ShapeDiff {
    /** A loaded class's accepted bytes and the build's, read. */
    record Change(ClassShape was, ClassShape now) {}

    private static final String STATES = "Ldev/brainstem/States;";
    private static final String GROUP = "Ldev/brainstem/StateGroup;";
    private static final Set<String> HANDLERS = Set.of("Ldev/brainstem/OnEnter;", "Ldev/brainstem/OnUpdate;",
            "Ldev/brainstem/OnExit;", "Ldev/brainstem/OnMessage;", "Ldev/brainstem/Transition;");
    private static final Pattern DECIDE = Pattern.compile("decide\\d+_(\\w+)");

    private ShapeDiff() {}

    /** What changed that needs a restart ({@code new state SLEEP in MonsterState}), or null when it all applies live. */
    static String restartReason(List<Change> changes) {
        for (Change change : changes) {
            String why = states(change.was(), change.now());
            if (why != null) {
                return why;
            }
        }
        for (Change change : changes) {
            String why = handlers(change.was(), change.now());
            if (why != null) {
                return why;
            }
        }
        for (Change change : changes) {
            String why = jvmFact(change.was(), change.now());
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    /** A states enum's constants and groups: {@code new state SLEEP in MonsterState}, {@code new group CALM}. */
    private static String states(ClassShape was, ClassShape now) {
        if (was.annotations(STATES).isEmpty() && now.annotations(STATES).isEmpty()) {
            return null;
        }
        Set<String> groupsWas = groupNames(was);
        Set<String> groupsNow = groupNames(now);
        for (String group : groupsNow) {
            if (!groupsWas.contains(group)) {
                return "new group " + group + " in " + now.simpleName();
            }
        }
        for (String group : groupsWas) {
            if (!groupsNow.contains(group)) {
                return "group " + group + " removed from " + now.simpleName();
            }
        }
        List<String> constantsWas = was.enumConstants();
        List<String> constantsNow = now.enumConstants();
        for (String constant : constantsNow) {
            if (!constantsWas.contains(constant)) {
                return "new state " + constant + " in " + now.simpleName();
            }
        }
        for (String constant : constantsWas) {
            if (!constantsNow.contains(constant)) {
                return "state " + constant + " removed from " + now.simpleName();
            }
        }
        if (!constantsWas.equals(constantsNow)) {
            return "the states of " + now.simpleName() + " changed order";
        }
        return null;
    }

    private static Set<String> groupNames(ClassShape shape) {
        Set<String> names = new LinkedHashSet<>();
        for (Annotation group : shape.annotations(GROUP)) {
            String name = group.values().get("name");
            if (name != null) {
                names.add(name.replace("\"", ""));
            }
        }
        return names;
    }

    /** The methods a handler annotation marks: {@code new handler flee() @OnUpdate("FLEE")}. */
    private static String handlers(ClassShape was, ClassShape now) {
        Map<String, Member> handlersWas = handlers(was);
        Map<String, Member> handlersNow = handlers(now);
        for (Map.Entry<String, Member> handler : handlersNow.entrySet()) {
            if (!handlersWas.containsKey(handler.getKey())) {
                return "new " + kind(handler.getValue()) + " " + method(handler.getValue()) + " "
                        + handlerAnnotation(handler.getValue());
            }
        }
        for (Map.Entry<String, Member> handler : handlersWas.entrySet()) {
            if (!handlersNow.containsKey(handler.getKey())) {
                return kind(handler.getValue()) + " " + method(handler.getValue()) + " "
                        + handlerAnnotation(handler.getValue()) + " removed";
            }
        }
        return null;
    }

    private static Map<String, Member> handlers(ClassShape shape) {
        Map<String, Member> handlers = new LinkedHashMap<>();
        for (Member method : shape.methods) {
            Annotation annotation = handlerAnnotationOrNull(method);
            if (annotation != null) {
                handlers.put(method.name() + method.descriptor() + annotation.type(), method);
            }
        }
        return handlers;
    }

    private static Annotation handlerAnnotationOrNull(Member method) {
        for (Annotation annotation : method.annotations()) {
            if (HANDLERS.contains(annotation.type())) {
                return annotation;
            }
        }
        return null;
    }

    private static Annotation handlerAnnotation(Member method) {
        return Objects.requireNonNull(handlerAnnotationOrNull(method));
    }

    private static String kind(Member handler) {
        return handler.annotated("Ldev/brainstem/Transition;") ? "guard" : "handler";
    }

    /** What the JVM would refuse, first found: {@code Monster: method foo(int) added}. */
    private static String jvmFact(ClassShape was, ClassShape now) {
        String owner = now.simpleName() + ": ";
        if (was.access != now.access) {
            return owner + "class modifiers changed";
        }
        if (!Objects.equals(was.superName, now.superName)) {
            return owner + "superclass changed to " + javaName(now.superName);
        }
        if (!was.interfaces.equals(now.interfaces)) {
            return owner + "interfaces changed";
        }
        String fields = fields(was.fields, now.fields);
        if (fields != null) {
            return owner + fields;
        }
        String methods = methods(was, now);
        if (methods != null) {
            return owner + methods;
        }
        if (!Objects.equals(was.nestHost, now.nestHost) || !was.nestMembers.equals(now.nestMembers)) {
            return owner + "its nested classes changed (an inner or anonymous class added or removed)";
        }
        if (!was.permittedSubclasses.equals(now.permittedSubclasses)) {
            return owner + "permitted subclasses changed";
        }
        if (!Objects.equals(was.recordComponents, now.recordComponents)) {
            return owner + "record components changed";
        }
        return null;
    }

    private static String fields(List<Member> was, List<Member> now) {
        for (Member field : now) {
            if (find(was, field) == null) {
                return "field " + field.name() + " added";
            }
        }
        for (Member field : was) {
            Member same = find(now, field);
            if (same == null) {
                return "field " + field.name() + " removed";
            }
            if (same.access() != field.access()) {
                return "field " + field.name() + "'s modifiers changed";
            }
        }
        for (int i = 0; i < was.size(); i++) {
            if (!was.get(i).name().equals(now.get(i).name())) {
                return "fields reordered";
            }
        }
        return null;
    }

    private static String methods(ClassShape was, ClassShape now) {
        for (Member method : now.methods) {
            if (find(was.methods, method) == null && !mayComeAndGo(method)) {
                return decision(method, "gained") != null ? decision(method, "gained")
                        : "method " + method(method) + " added";
            }
        }
        for (Member method : was.methods) {
            Member same = find(now.methods, method);
            if (same == null && !mayComeAndGo(method)) {
                return decision(method, "lost") != null ? decision(method, "lost")
                        : "method " + method(method) + " removed";
            }
            if (same != null && ((same.access() ^ method.access()) & ~ClassShape.ACC_NATIVE) != 0) {
                return "method " + method(method) + "'s modifiers changed";
            }
        }
        return null;
    }

    /** A generated per-state decision method: {@code CHASE's decision gained a step}, else null. */
    private static String decision(Member method, String verb) {
        Matcher decide = DECIDE.matcher(method.name());
        return decide.matches() ? decide.group(1) + "'s decision " + verb + " a step" : null;
    }

    /** HotSpot redefines a class whose private static or private final methods come or go. */
    private static boolean mayComeAndGo(Member method) {
        return (method.access() & ClassShape.ACC_PRIVATE) != 0
                && (method.access() & (ClassShape.ACC_STATIC | ClassShape.ACC_FINAL)) != 0
                && !method.name().startsWith("<");
    }

    private static Member find(List<Member> members, Member like) {
        for (Member member : members) {
            if (member.name().equals(like.name()) && member.descriptor().equals(like.descriptor())) {
                return member;
            }
        }
        return null;
    }

    /** A method as a Java reader knows it: {@code foo(int, String[])}. */
    static String method(Member method) {
        String descriptor = method.descriptor();
        List<String> parameters = new ArrayList<>();
        int i = 1;
        while (descriptor.charAt(i) != ')') {
            int start = i;
            while (descriptor.charAt(i) == '[') {
                i++;
            }
            int end = descriptor.charAt(i) == 'L' ? descriptor.indexOf(';', i) + 1 : i + 1;
            parameters.add(typeName(descriptor.substring(start, end)));
            i = end;
        }
        return method.name() + "(" + String.join(", ", parameters) + ")";
    }

    private static String typeName(String descriptor) {
        if (descriptor.startsWith("[")) {
            return typeName(descriptor.substring(1)) + "[]";
        }
        return switch (descriptor.charAt(0)) {
            case 'Z' -> "boolean";
            case 'B' -> "byte";
            case 'C' -> "char";
            case 'S' -> "short";
            case 'I' -> "int";
            case 'J' -> "long";
            case 'F' -> "float";
            case 'D' -> "double";
            case 'V' -> "void";
            default -> javaName(descriptor.substring(1, descriptor.length() - 1));
        };
    }

    /** {@code java/lang/String} as {@code String}, {@code a/Outer$Inner} as {@code Outer.Inner}. */
    private static String javaName(String internalName) {
        return internalName == null ? "none"
                : internalName.substring(internalName.lastIndexOf('/') + 1).replace('$', '.');
    }
}
