package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.EnumPlace;
import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** Writes a {@link MachineSpec} as the Java source a user would write: the enum, the machine class, its superclass. */
final class SourceEmitter {
    private SourceEmitter() {}

    /** Binary name of each top-level class to its source text. */
    static Map<String, String> emit(MachineSpec m) {
        Map<String, String> files = new LinkedHashMap<>();
        if (m.enumPlace == EnumPlace.OWN_FILE) {
            StringBuilder out = header(m);
            out.append("import dev.brainstem.EntryPoint;\nimport dev.brainstem.StateGroup;\nimport dev.brainstem.States;\n\n");
            enumDeclaration(m, out, "");
            files.put(m.binaryName(m.enumName), out.toString());
        }
        for (MachineSpec region : m.regions) {
            StringBuilder out = header(m);
            out.append("import dev.brainstem.EntryPoint;\nimport dev.brainstem.StateGroup;\nimport dev.brainstem.States;\n\n");
            enumDeclaration(region, out, "");
            files.put(m.binaryName(region.enumName), out.toString());
        }
        if (!m.messageTypes.isEmpty()) {
            StringBuilder out = header(m);
            letters(m, out);
            files.put(m.binaryName(MachineSpec.LETTERS), out.toString());
        }
        if (m.superclass) {
            StringBuilder out = header(m);
            imports(out);
            out.append("abstract class ").append(m.baseName).append(" {\n");
            fields(m, out, "    ");
            constructor(m, out, "    ", m.baseName, false);
            for (HandlerSpec handler : m.handlers) {
                if (handler.inBase) {
                    handler(m, m, handler, out, "    ");
                }
            }
            out.append("}\n");
            files.put(m.binaryName(m.baseName), out.toString());
        }
        StringBuilder out = header(m);
        imports(out);
        String indent = "";
        if (m.outer != null) {
            out.append("public class ").append(m.outer).append(" {\n");
            indent = "    ";
        }
        entity(m, out, indent);
        if (m.outer != null) {
            out.append("}\n");
        }
        files.put(m.binaryName(m.outer != null ? m.outer : m.entity), out.toString());
        return files;
    }

    private static StringBuilder header(MachineSpec m) {
        StringBuilder out = new StringBuilder();
        out.append("// fuzzed machine, seed ").append(Long.toHexString(m.seed)).append('\n');
        if (!m.pkg.isEmpty()) {
            out.append("package ").append(m.pkg).append(";\n\n");
        }
        return out;
    }

    /** The message types, nested in one class: classes carry a serial ({@link World.Letter}); the stray one too. */
    private static void letters(MachineSpec m, StringBuilder out) {
        out.append("import dev.brainstem.processor.fuzz.World;\n\n");
        out.append("public final class ").append(MachineSpec.LETTERS).append(" {\n");
        out.append("    private ").append(MachineSpec.LETTERS).append("() {}\n\n");
        for (MachineSpec.MessageTypeSpec t : m.messageTypes) {
            if (t.isInterface) {
                out.append("    public interface ").append(t.name);
                if (!t.interfaces.isEmpty()) {
                    out.append(" extends ").append(String.join(", ", t.interfaces));
                }
                out.append(" {}\n\n");
                continue;
            }
            letterClass(out, t.name, t.superclass, t.interfaces);
        }
        letterClass(out, MachineSpec.STRAY, null, List.of());
        out.append("}\n");
    }

    private static void letterClass(StringBuilder out, String name, String superclass, List<String> interfaces) {
        out.append("    public static class ").append(name);
        if (superclass != null) {
            out.append(" extends ").append(superclass);
        }
        List<String> all = new ArrayList<>(interfaces);
        if (superclass == null) {
            all.add("World.Letter");
        }
        if (!all.isEmpty()) {
            out.append(" implements ").append(String.join(", ", all));
        }
        out.append(" {\n");
        if (superclass == null) {
            out.append("        private final int serial;\n\n");
        }
        out.append("        public ").append(name).append("(int serial) {\n");
        out.append(superclass == null ? "            this.serial = serial;\n" : "            super(serial);\n");
        out.append("        }\n");
        if (superclass == null) {
            out.append("\n        @java.lang.Override\n        public int serial() {\n            return serial;\n        }\n");
        }
        out.append("    }\n\n");
    }

    private static void imports(StringBuilder out) {
        out.append("import dev.brainstem.EntryPoint;\n")
                .append("import dev.brainstem.OnMessage;\n")
                .append("import dev.brainstem.OnEnter;\n")
                .append("import dev.brainstem.OnExit;\n")
                .append("import dev.brainstem.OnUpdate;\n")
                .append("import dev.brainstem.Current;\n")
                .append("import dev.brainstem.StateGroup;\n")
                .append("import dev.brainstem.TimeInState;\n")
                .append("import dev.brainstem.Transition;\n")
                .append("import dev.brainstem.StateMachine;\n")
                .append("import dev.brainstem.States;\n")
                .append("import dev.brainstem.processor.fuzz.World;\n\n");
    }

    private static void enumDeclaration(MachineSpec m, StringBuilder out, String indent) {
        if (m.statesAnnotation) {
            out.append(indent).append("@States");
            if (m.initial != null) {
                out.append("(initial = \"").append(m.initial).append("\")");
            }
            out.append('\n');
        }
        for (MachineSpec.GroupSpec group : m.groups) {
            out.append(indent).append("@StateGroup(name = \"").append(group.name).append('"');
            if (!group.states.isEmpty() || group.groups.isEmpty()) {
                out.append(", states = ").append(strings(group.states, true));
            }
            if (!group.groups.isEmpty()) {
                out.append(", groups = ").append(strings(group.groups, group.groups.size() > 1 || m.seed % 3 == 0));
            }
            if (group.initial != null) {
                out.append(", initial = \"").append(group.initial).append('"');
            }
            if (group.history != MachineSpec.History.NONE) {
                out.append(", history = dev.brainstem.History.").append(group.history.name());
            }
            out.append(")\n");
        }
        out.append(indent).append("public enum ").append(m.enumName).append(" {\n");
        for (int i = 0; i < m.states.size(); i++) {
            StateSpec state = m.states.get(i);
            out.append(indent).append("    ").append(state.prefix);
            if (state.entryPoint) {
                out.append("@EntryPoint ");
            }
            if (state.interrupt) {
                out.append("@dev.brainstem.Interrupt ");
            }
            if (state.back) {
                out.append("@dev.brainstem.Back ");
            }
            out.append(state.name);
            if (m.fancyEnum) {
                out.append('(').append(i * 7).append(')');
                if (i % 3 == 1) {
                    out.append(" {\n").append(indent).append("        @java.lang.Override\n")
                            .append(indent).append("        int weight() { return -1; }\n")
                            .append(indent).append("    }");
                }
            }
            out.append(i + 1 < m.states.size() ? ",\n" : m.fancyEnum ? ";\n" : "\n");
        }
        if (m.fancyEnum) {
            // A field, a constructor, methods and a toString() that is not the name: the processor and the
            // generated code must use name() and ordinal(), never toString().
            out.append('\n').append(indent).append("    private final int weight$;\n\n")
                    .append(indent).append("    ").append(m.enumName).append("(int weight$) {\n")
                    .append(indent).append("        this.weight$ = weight$;\n")
                    .append(indent).append("    }\n\n")
                    .append(indent).append("    int weight() {\n")
                    .append(indent).append("        return weight$;\n")
                    .append(indent).append("    }\n\n")
                    .append(indent).append("    @java.lang.Override\n")
                    .append(indent).append("    public java.lang.String toString() {\n")
                    .append(indent).append("        return \"state \" + name().toLowerCase() + \" weighing \" + weight$;\n")
                    .append(indent).append("    }\n");
        }
        out.append(indent).append("}\n");
    }

    private static void fields(MachineSpec m, StringBuilder out, String indent) {
        out.append(indent).append("final World world;\n");
        if (!m.idMode) {
            out.append(indent).append("final int index;\n");
        }
        out.append('\n');
    }

    private static void constructor(MachineSpec m, StringBuilder out, String indent, String name, boolean callSuper) {
        out.append(indent).append(callSuper ? "public " : "").append(name)
                .append(m.idMode ? "(World world) {\n" : "(World world, int index) {\n");
        if (callSuper) {
            out.append(indent).append(m.idMode ? "    super(world);\n" : "    super(world, index);\n");
        } else {
            out.append(indent).append("    this.world = world;\n");
            if (!m.idMode) {
                out.append(indent).append("    this.index = index;\n");
            }
        }
        out.append(indent).append("}\n\n");
    }

    private static void entity(MachineSpec m, StringBuilder out, String indent) {
        for (MachineSpec.AfterSpec a : m.allAfters()) {
            out.append(indent).append(after(a)).append('\n');
        }
        if (m.stateMachineAnnotation) {
            out.append(indent).append("@StateMachine(");
            String value = (m.machineValue != null ? m.machineValue : m.enumRef() + ".class");
            List<String> elements = new ArrayList<>();
            elements.add("value = " + value);
            if (!m.regions.isEmpty()) {
                List<String> regions = new ArrayList<>();
                m.regions.forEach(r -> regions.add(r.enumName + ".class"));
                if (m.repeatedRegion != null) {
                    regions.add(m.repeatedRegion + ".class");
                }
                elements.add("regions = " + (regions.size() == 1 && m.seed % 2 == 0 ? regions.get(0)
                        : "{" + String.join(", ", regions) + "}"));
            }
            if (m.settle) {
                elements.add("settle = true");
            }
            if (m.maxTransitions != null) {
                elements.add("maxTransitionsPerTick = " + m.maxTransitions);
            }
            out.append(elements.size() == 1 && m.seed % 2 == 0 ? value : String.join(", ", elements)).append(")\n");
        }
        out.append(indent);
        if (m.publicClass && !m.entityModifiers.contains("private")) {
            out.append("public ");
        }
        if (!m.entityModifiers.isEmpty()) {
            out.append(m.entityModifiers).append(' ');
        }
        if (m.outer != null && m.nestedStatic) {
            out.append("static ");
        }
        out.append(m.entityKind != null ? m.entityKind : "class").append(' ').append(m.entity)
                .append(m.entityTypeParameters);
        if (m.superclass) {
            out.append(" extends ").append(m.baseName);
        }
        out.append(" {\n");
        String inner = indent + "    ";
        boolean isInterface = "interface".equals(m.entityKind);
        if (isInterface) {
            // An interface has no instance fields or constructor; its handlers are default methods.
        } else if (m.superclass) {
            constructor(m, out, inner, m.entity, true);
        } else {
            fields(m, out, inner);
            constructor(m, out, inner, m.entity, false);
        }
        if (!isInterface) {
            // No @Override: a machine class may be named Override.
            out.append(inner).append("public java.lang.String toString() {\n")
                    .append(inner).append(m.idMode ? "    return \"system\";\n" : "    return \"E\" + index;\n")
                    .append(inner).append("}\n\n");
        }
        for (HandlerSpec handler : m.handlers) {
            if (!handler.inBase) {
                handler(m, m, handler, out, inner);
            }
        }
        for (MachineSpec region : m.regions) {
            for (HandlerSpec handler : region.handlers) {
                handler(m, region, handler, out, inner);
            }
        }
        for (MachineSpec.AfterSpec a : m.allAfters()) {
            if (a.method != null) {
                // The per-entity delay: read from the world, which logs it, as the model's script does.
                out.append(inner).append("float ").append(a.method).append(m.idMode ? "(int id) {\n" : "() {\n")
                        .append(inner).append("    return world.delay(").append(m.idMode ? "id" : "index").append(", ")
                        .append(a.index).append(");\n").append(inner).append("}\n\n");
            }
        }
        if (m.enumPlace == EnumPlace.IN_ENTITY) {
            enumDeclaration(m, out, inner);
        }
        out.append(indent).append("}\n");
    }

    /** An {@code @After}, fully qualified (a machine without timers imports nothing new). */
    static String after(MachineSpec.AfterSpec a) {
        String value = strings(a.value, a.index % 2 == 1);
        String delay = a.method != null ? "delay = \"" + a.method + "\"" : "seconds = " + a.seconds + "f";
        return "@dev.brainstem.After(value = " + value + ", " + delay + ", to = \"" + a.to + "\")";
    }

    static String annotation(HandlerSpec h) {
        if (h.annotation != null) {
            return h.annotation;
        }
        if (h.every > 0) {
            return "@OnUpdate(value = " + strings(h.value, h.index % 2 == 1)
                    + (h.to.isEmpty() && !h.explicitEmptyTo ? "" : ", to = " + strings(h.to, h.index % 2 == 1))
                    + ", every = " + h.every + ")";
        }
        boolean braces = h.index % 2 == 1;
        String value = strings(h.value, braces);
        if (h.isGuard()) {
            return "@Transition(from = " + value + ", to = \"" + h.target() + "\")";
        }
        if (h.event == Event.MESSAGE) {
            List<String> elements = new ArrayList<>();
            if (!h.value.isEmpty()) {
                elements.add((h.to.isEmpty() && !h.explicitEmptyTo ? "" : "value = ") + value);
            }
            if (!h.to.isEmpty() || h.explicitEmptyTo) {
                elements.add("to = " + strings(h.to, braces));
            }
            return "@OnMessage" + (elements.isEmpty() ? "" : "(" + String.join(", ", elements) + ")");
        }
        if (h.event == Event.EXIT || (h.to.isEmpty() && !h.explicitEmptyTo)) {
            return "@" + h.event.annotation + "(" + value + ")";
        }
        return "@" + h.event.annotation + "(value = " + value + ", to = " + strings(h.to, braces) + ")";
    }

    private static String strings(List<String> names, boolean braces) {
        String joined = names.stream().map(n -> "\"" + n + "\"").collect(Collectors.joining(", "));
        return names.size() == 1 && !braces ? joined : "{" + joined + "}";
    }

    /** Writes handler {@code h} of region {@code m} of machine {@code whole}. */
    private static void handler(MachineSpec whole, MachineSpec m, HandlerSpec h, StringBuilder out, String indent) {
        out.append(indent).append(annotation(h)).append('\n');
        out.append(indent);
        if (!h.modifiers.isEmpty()) {
            out.append(h.modifiers).append(' ');
        }
        if (!h.typeParameters.isEmpty()) {
            out.append(h.typeParameters).append(' ');
        }
        String returnType = h.returnType != null ? h.returnType : h.isGuard() ? "boolean"
                : h.returnsState ? m.enumRef() : "void";
        out.append(returnType).append(' ').append(h.name).append('(').append(parameters(whole, m, h)).append(')');
        if (!h.throwsClause.isEmpty()) {
            out.append(' ').append(h.throwsClause);
        }
        out.append(" {\n");
        String body = indent + "    ";
        String key = m.idMode ? (h.parameters == null ? "id" : "0") : "index";
        String arg = h.parameters == null && h.event == Event.MESSAGE ? "((World.Letter) message).serial()"
                : h.parameters != null || !h.hasArg || h.event == Event.UPDATE ? "World.NO_ARG"
                : h.event == Event.ENTER ? "from == null ? -1 : from.ordinal()" : "to.ordinal()";
        String dt = h.parameters == null && h.hasArg && h.event == Event.UPDATE ? "dt" : "World.NO_DT";
        String call = "world.call(" + key + ", " + h.index + ", " + arg + ", " + dt + ")";
        if (h.parameters == null && (h.readsTime || h.readsCurrent)) {
            call = "world.call(" + key + ", " + h.index + ", " + arg + ", " + dt + ", "
                    + (h.readsCurrent && h.currentType == null ? h.currentOf >= 0
                            ? "current == null ? -1 : current.ordinal()" : "current.ordinal()" : "World.NO_ARG") + ", "
                    + (h.readsTime && h.timeType == null ? "time" : "World.NO_DT") + ")";
        }
        if (h.body != null) {
            if (!h.body.isEmpty()) {
                out.append(body).append(h.body).append('\n');
            }
        } else if (h.returnType != null) {
            // A mutated return type: a body that compiles whatever the processor thinks of it.
            switch (h.returnType) {
                case "void" -> out.append(body).append(call).append(";\n");
                case "int", "long", "float" -> out.append(body).append("return ").append(call).append(";\n");
                case "boolean" -> out.append(body).append("return ").append(call).append(" >= 0;\n");
                default -> out.append(body).append(call).append(";\n").append(body).append("return null;\n");
            }
        } else if (h.isGuard()) {
            out.append(body).append("return ").append(call).append(" >= 0;\n");
        } else if (!h.returnsState) {
            out.append(body).append(call).append(";\n");
        } else if (h.literal) {
            out.append(body).append("switch (").append(call).append(") {\n");
            Set<String> distinct = new LinkedHashSet<>(h.options);
            int unknown = 1000;
            for (String option : distinct) {
                if (option == null) {
                    continue;
                }
                int ordinal = m.ordinal(option);
                out.append(body).append("    case ").append(ordinal >= 0 ? ordinal : unknown++).append(": return ")
                        .append(m.enumRef()).append('.').append(option).append(";\n");
            }
            out.append(body).append("    default: return null;\n").append(body).append("}\n");
        } else {
            out.append(body).append("int r = ").append(call).append(";\n")
                    .append(body).append("return r < 0 ? null : ").append(m.enumRef()).append(".values()[r];\n");
        }
        out.append(indent).append("}\n\n");
    }

    private static String parameters(MachineSpec whole, MachineSpec m, HandlerSpec h) {
        if (h.parameters != null) {
            return h.parameters;
        }
        List<String> parameters = new ArrayList<>();
        if (m.idMode) {
            parameters.add("int id");
        }
        if (h.hasArg) {
            parameters.add(switch (h.event) {
                case ENTER -> m.enumRef() + " from";
                case UPDATE -> "float dt";
                case EXIT -> m.enumRef() + " to";
                case MESSAGE, GUARD -> throw new IllegalStateException("no optional argument: " + h.event);
            });
        }
        if (h.event == Event.MESSAGE) {
            // A class of the machine's package named Object (the machine, its outer class, its base, its enum)
            // hides java.lang.Object there.
            boolean hidden = List.of(String.valueOf(m.entity), String.valueOf(m.outer), String.valueOf(m.baseName),
                    String.valueOf(m.enumName)).contains("Object");
            parameters.add((h.messageType.equals(MachineSpec.OBJECT) ? hidden ? "java.lang.Object" : "Object"
                    : MachineSpec.LETTERS + "." + h.messageType) + " message");
        }
        String time = "@TimeInState " + (h.timeType != null ? h.timeType : "float") + " time";
        String current = "@Current " + (h.currentType != null ? h.currentType
                : h.currentOf >= 0 ? whole.allRegions().get(h.currentOf).enumRef() : m.enumRef()) + " current";
        if (h.readsCurrent && h.currentFirst) {
            parameters.add(current);
        }
        if (h.readsTime) {
            parameters.add(time);
        }
        if (h.readsCurrent && !h.currentFirst) {
            parameters.add(current);
        }
        return String.join(", ", parameters);
    }
}
