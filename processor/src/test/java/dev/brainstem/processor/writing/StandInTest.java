package dev.brainstem.processor.writing;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import dev.brainstem.processor.BrainstemProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A machine with an error gets stand-ins for its {@code XFsm} and {@code XBatch}: every member the real
 * classes have, bodies that throw {@link IllegalStateException} naming the first error. Each golden
 * machine is compiled once as it is and once with an error that leaves its graph whole
 * ({@code maxTransitionsPerTick = 0}), and the two are compared member by member; the stand-ins compile
 * under {@code -Xlint:all} without a word, and throw when called. A machine whose class or enum the real
 * classes could not name as they do (generic, no class, private, auxiliary, hidden, without constants, a
 * name taken) gets stand-ins a game's uses compile against, also without a word.
 */
class StandInTest {
    private static final String OPTIONS = "-Xlint:all,-processing,-options";

    /** A golden machine: its sources (qualified name, text), its package and its class's simple name. */
    record Machine(String name, String pkg, String entity, String[] sources) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Machine> machines() {
        return Stream.of(
                new Machine("object mode", "test.door", "Door", new String[] {"test.door.DoorState",
                        Machines.DOOR_STATE, "test.door.Door", Machines.DOOR}),
                new Machine("id mode", "test.ids", "Lights", new String[] {"test.ids.Light", Machines.LIGHT,
                        "test.ids.Lights", Machines.LIGHTS}),
                new Machine("groups and guards", "test.posts", "Posts", new String[] {"test.posts.PostState",
                        Machines.POST_STATE, "test.posts.Posts", Machines.POSTS}),
                new Machine("messages", "test.mail", "Miner", new String[] {"test.mail.MinerState",
                        Machines.MINER_STATE, "test.mail.Mail", Machines.MAIL, "test.mail.Miner", Machines.MINER}),
                new Machine("messages in id mode", "test.birds", "Birds", new String[] {"test.birds.Bird",
                        Machines.BIRD, "test.birds.Birds", Machines.BIRDS}),
                new Machine("interrupts", "test.ants", "Ant", new String[] {"test.ants.AntState",
                        Machines.ANT_STATE, "test.ants.Ant", Machines.ANT}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("machines")
    void standInsHaveEveryMemberOfTheRealClasses(Machine machine) {
        Compilation real = compile(machine.sources());
        assertThat(real.status()).isEqualTo(Compilation.Status.SUCCESS);
        Compilation broken = compile(broken(machine));
        assertWithMessage("errors:\n%s", broken.diagnostics()).that(broken.errors()).hasSize(1);
        for (String generated : List.of("Fsm", "Batch")) {
            String name = machine.pkg() + "." + machine.entity() + generated;
            String standIn = source(broken, name);
            assertThat(standIn).contains("Stands in for the class Brainstem generates");
            // It reads like the real classes: lines of at most the generated code's length, in ASCII.
            for (String line : standIn.split("\n")) {
                assertWithMessage("a line of %s", name).that(line.length()).isAtMost(Generated.LINE_LIMIT);
                assertWithMessage("a line of %s", name).that(line.chars().allMatch(c -> c < 0x80)).isTrue();
            }
            assertWithMessage("%s: the members a game can use", name)
                    .that(members(standIn)).containsExactlyElementsIn(members(source(real, name)));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("machines")
    void standInsCompileWithoutAWordAndThrowTheFirstError(Machine machine) throws Exception {
        Compilation broken = compile(broken(machine));
        String error = broken.errors().get(0).getMessage(Locale.ROOT);
        // The stand-ins and the user's sources, compiled again without the processor, as an IDE that
        // compiles past errors would.
        List<JavaFileObject> files = new ArrayList<>();
        String[] sources = machine.sources();
        for (int i = 0; i < sources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(sources[i], sources[i + 1]));
        }
        for (String generated : List.of("Fsm", "Batch")) {
            String name = machine.pkg() + "." + machine.entity() + generated;
            files.add(JavaFileObjects.forSourceString(name, source(broken, name)));
        }
        Compilation again = Compiler.javac().withOptions(OPTIONS, "-proc:none").compile(files);
        assertWithMessage("diagnostics").that(again.diagnostics()).isEmpty();
        ClassLoader loader = new CompiledClasses(again, getClass().getClassLoader());
        String expected = machine.entity() + " has errors, so Brainstem did not generate this class; the first: "
                + error;
        Class<?> batch = loader.loadClass(machine.pkg() + "." + machine.entity() + "Batch");
        Class<?> fsm = loader.loadClass(machine.pkg() + "." + machine.entity() + "Fsm");
        List<java.lang.reflect.Executable> called = new ArrayList<>(List.of(batch.getConstructors()));
        for (java.lang.reflect.Method method : fsm.getDeclaredMethods()) {
            if (java.lang.reflect.Modifier.isPublic(method.getModifiers())
                    && java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
                called.add(method);
            }
        }
        assertThat(called.size()).isAtLeast(2);
        for (java.lang.reflect.Executable executable : called) {
            Object[] arguments = new Object[executable.getParameterCount()];
            Class<?>[] types = executable.getParameterTypes();
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = !types[i].isPrimitive() ? null : types[i] == boolean.class ? false
                        : types[i] == char.class ? (char) 0 : java.lang.reflect.Array.get(
                                java.lang.reflect.Array.newInstance(types[i], 1), 0);
            }
            Throwable thrown = null;
            executable.setAccessible(true); // the class may be package-private
            try {
                if (executable instanceof java.lang.reflect.Constructor<?> constructor) {
                    constructor.newInstance(arguments);
                } else {
                    ((java.lang.reflect.Method) executable).invoke(null, arguments);
                }
            } catch (InvocationTargetException e) {
                thrown = e.getCause();
            }
            assertWithMessage("%s threw", executable).that(thrown).isInstanceOf(IllegalStateException.class);
            assertWithMessage("%s threw", executable).that(thrown).hasMessageThat().isEqualTo(expected);
        }
    }

    @Test
    void aGameThatUsesABrokenMachineReadsOnlyItsError() {
        String game = """
                package test.door;

                import java.util.List;

                class Game {
                    final DoorBatch doors = new DoorBatch();
                    DoorFsm front;

                    DoorFsm open(Door door) {
                        front = DoorFsm.start(door);
                        front.transitionTo(DoorState.OPENING);
                        return front;
                    }

                    List<DoorBatch> batches(DoorBatch batch) {
                        batch.tick(0.5f);
                        return List.of(batch);
                    }
                }
                """;
        String door = Machines.DOOR.replace("@OnUpdate(value = \"CLOSED\", to = \"OPENING\")",
                "@OnUpdate(value = \"CLOSD\", to = \"OPENING\")");
        Compilation compilation = compile("test.door.DoorState", Machines.DOOR_STATE, "test.door.Door", door,
                "test.door.Game", game);
        List<String> all = compilation.diagnostics().stream().map(d -> d.getKind() + " " + d.getMessage(Locale.ROOT))
                .toList();
        assertWithMessage("every diagnostic").that(all).containsExactly(
                "ERROR [BrainstemUnknownState] DoorState has no state \"CLOSD\"; did you mean \"CLOSED\"?");
    }

    @Test
    void aBrokenMachineOfRegionsGetsStandInsOfEveryRegionWithTheLeadersApi() {
        Machine regions = new Machine("regions", "test.regions", "Soldier", new String[] {"test.regions.Legs",
                Machines.LEGS, "test.regions.Weapon", Machines.WEAPON, "test.regions.Soldier", Machines.REGION_SOLDIER});
        Compilation real = compile(regions.sources());
        assertThat(real.status()).isEqualTo(Compilation.Status.SUCCESS);
        Compilation broken = compile(broken(regions));
        assertWithMessage("errors:\n%s", broken.diagnostics()).that(broken.errors()).hasSize(1);
        for (String name : List.of("SoldierFsm", "SoldierBatch", "SoldierWeaponFsm", "SoldierWeaponBatch")) {
            String standIn = source(broken, "test.regions." + name);
            assertThat(standIn).contains("Stands in for the class Brainstem generates");
            assertWithMessage("%s: the members a game can use", name)
                    .that(members(standIn)).containsExactlyElementsIn(members(source(real, "test.regions." + name)));
        }
    }

    @Test
    void aGameThatUsesABrokenMachineOfRegionsReadsOnlyItsError() {
        String game = """
                package test.regions;

                class Game {
                    final SoldierBatch soldiers = new SoldierBatch();

                    Weapon play(Soldier soldier) {
                        long handle = soldiers.add(soldier);
                        soldiers.transitionTo(handle, Weapon.RELOAD);
                        soldiers.forEach(Weapon.AIM, s -> s.enemy = true);
                        soldiers.resume(new Soldier("b"), Legs.RUN, Weapon.FIRE);
                        SoldierFsm one = SoldierFsm.start(soldier);
                        one.transitionTo(Weapon.READY);
                        one.send(new Soldier.Alarm());
                        return soldiers.count(Weapon.FIRE) > 0 ? one.state(Weapon.class)
                                : soldiers.stateOf(handle, Weapon.class);
                    }
                }
                """;
        String soldier = Machines.REGION_SOLDIER.replace("@OnUpdate(value = \"RELOAD\", to = \"READY\")",
                "@OnUpdate(value = \"RELAOD\", to = \"READY\")");
        Compilation compilation = compile("test.regions.Legs", Machines.LEGS, "test.regions.Weapon", Machines.WEAPON,
                "test.regions.Soldier", soldier, "test.regions.Game", game);
        List<String> all = compilation.diagnostics().stream().map(d -> d.getKind() + " " + d.getMessage(Locale.ROOT))
                .toList();
        assertWithMessage("every diagnostic").that(all).containsExactly(
                "ERROR [BrainstemUnknownName] Weapon has no state or group \"RELAOD\"; did you mean \"RELOAD\"?");
    }

    @Test
    void aMachineWithoutErrorsGetsItsRealClasses() {
        Compilation compilation = compile("test.door.DoorState", Machines.DOOR_STATE, "test.door.Door", Machines.DOOR);
        assertThat(source(compilation, "test.door.DoorFsm")).doesNotContain("Stands in");
        assertThat(source(compilation, "test.door.DoorBatch")).doesNotContain("Stands in");
    }

    /**
     * A machine whose generated classes cannot name it or its enum as the real ones do, or whose own
     * checks refuse it before any graph: its sources (qualified name, text), the stand-ins' prefix and
     * type arguments, and the id of its one error.
     */
    record Unnameable(String name, String id, String prefix, String arguments, String[] sources) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final String LIGHT = "package test.k;\n\nimport dev.brainstem.*;\n\n@States\npublic enum Light { OFF, ON }\n";
    private static final String HANDLERS = """
                @OnUpdate(value = "OFF", to = "ON")
                Light off() { return Light.ON; }

                @OnUpdate(value = "ON", to = "OFF")
                Light on() { return Light.OFF; }
            """;

    static Stream<Unnameable> unnameables() {
        String header = "package test.k;\n\nimport dev.brainstem.*;\n\n";
        return Stream.of(
                new Unnameable("a generic class", "BrainstemGenericMachine", "Lamp", "<String>", new String[] {
                        "test.k.Light", LIGHT, "test.k.Lamp", header + "@StateMachine(Light.class)\n"
                                + "class Lamp<T extends Comparable<T>> {\n" + HANDLERS + "}\n"}),
                new Unnameable("an interface", "BrainstemNotAClass", "Lamp", "", new String[] {
                        "test.k.Light", LIGHT, "test.k.Lamp", header + "@StateMachine(Light.class)\ninterface Lamp { }\n"}),
                new Unnameable("a record", "BrainstemNotAClass", "Lamp", "", new String[] {
                        "test.k.Light", LIGHT, "test.k.Lamp", header + "@StateMachine(Light.class)\nrecord Lamp(int watts) { }\n"}),
                new Unnameable("a private class", "BrainstemPrivateClass", "House_Lamp", "", new String[] {
                        "test.k.Light", LIGHT, "test.k.House", header + "class House {\n    @StateMachine(Light.class)\n"
                                + "    private static class Lamp {\n" + HANDLERS + "    }\n}\n"}),
                new Unnameable("a class beside another", "BrainstemAuxiliaryMachine", "Lamp", "", new String[] {
                        "test.k.Light", LIGHT, "test.k.House", header + "public class House { }\n\n"
                                + "@StateMachine(Light.class)\nclass Lamp {\n" + HANDLERS + "}\n"}),
                new Unnameable("an enum beside its machine", "BrainstemAuxiliaryEnum", "Lamp", "", new String[] {
                        "test.k.Lamp", header + "@StateMachine(Light.class)\nclass Lamp {\n" + HANDLERS + "}\n\n"
                                + "@States enum Light { OFF, ON }\n"}),
                new Unnameable("a private enum", "BrainstemInaccessibleStates", "House_Lamp", "", new String[] {
                        "test.k.House", header + "class House {\n    @States private enum Light { OFF, ON }\n\n"
                                + "    @StateMachine(Light.class)\n    static class Lamp {\n" + HANDLERS + "    }\n}\n"}),
                new Unnameable("an enum without constants", "BrainstemNoStates", "Idler", "", new String[] {
                        "test.k.Nothing", header + "@States enum Nothing { }\n", "test.k.Idler",
                        header + "@StateMachine(Nothing.class)\nclass Idler { }\n"}),
                new Unnameable("a name taken by the game's class", "BrainstemNameTaken", "Lamp", "", new String[] {
                        "test.k.Light", LIGHT, "test.k.Lamp", header + "@StateMachine(Light.class)\nclass Lamp {\n"
                                + HANDLERS + "}\n", "test.k.LampFsm", "package test.k;\n\nclass LampFsm { }\n"}));
    }

    /** A game that uses the stand-ins, as a game uses the generated classes: fields, results, calls. */
    private static String game(String prefix, String arguments) {
        String batch = prefix + "Batch" + arguments;
        String fsm = prefix + "Fsm" + arguments;
        return "package test.k;\n\nclass Game {\n"
                + "    final " + batch + " batch = new " + prefix + "Batch" + (arguments.isEmpty() ? "" : "<>") + "();\n"
                + "    " + fsm + " machine;\n\n"
                + "    " + batch + " tick(" + fsm + " fsm) {\n"
                + "        batch.tick(0.5f);\n"
                + "        Object state = batch.stateOf(0L);\n"
                + "        int population = batch.size() + batch.states().size();\n"
                + "        machine = fsm;\n"
                + "        return batch;\n"
                + "    }\n"
                + "}\n";
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unnameables")
    void aGameThatUsesAMachineItsStandInsCannotNameAsTheRealOnesDoReadsOnlyItsError(Unnameable machine)
            throws Exception {
        List<String> sources = new ArrayList<>(List.of(machine.sources()));
        sources.addAll(List.of("test.k.Game", game(machine.prefix(), machine.arguments())));
        Compilation compilation = compile(sources.toArray(String[]::new));
        assertWithMessage("every diagnostic").that(compilation.diagnostics()).hasSize(1);
        String error = compilation.errors().get(0).getMessage(Locale.ROOT);
        assertThat(error).startsWith("[" + machine.id() + "]");
        // The stand-ins and the user's sources, compiled again without the processor: not a word under
        // -Xlint:all (no auxiliaryclass, no rawtypes), and what the game calls throws the error.
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < sources.size(); i += 2) {
            files.add(JavaFileObjects.forSourceString(sources.get(i), sources.get(i + 1)));
        }
        List<String> written = new ArrayList<>();
        for (String generated : List.of("Fsm", "Batch")) {
            String name = "test.k." + machine.prefix() + generated;
            if (!sources.contains(name)) {
                String standIn = source(compilation, name);
                assertThat(standIn).contains("Stands in for the class Brainstem generates");
                files.add(JavaFileObjects.forSourceString(name, standIn));
                written.add(name);
            }
        }
        Compilation again = Compiler.javac().withOptions("-Xlint:all", "-proc:none").compile(files);
        assertWithMessage("diagnostics").that(again.diagnostics()).isEmpty();
        Class<?> batch = new CompiledClasses(again, getClass().getClassLoader()).loadClass(written.get(written.size() - 1));
        var constructor = batch.getDeclaredConstructor();
        constructor.setAccessible(true); // the class is package-private
        InvocationTargetException thrown = org.junit.jupiter.api.Assertions.assertThrows(
                InvocationTargetException.class, constructor::newInstance);
        assertThat(thrown.getCause()).isInstanceOf(IllegalStateException.class);
        assertThat(thrown.getCause()).hasMessageThat().endsWith("the first: " + error);
    }

    /**
     * docs/errors.md has no example of [BrainstemNotEnum]: javac itself refuses a value that is no enum,
     * before the processor can, and the processor says nothing of it (it reports it under compilers
     * that let the value through). Then there is no enum to bind the stand-ins to and no Brainstem
     * error to name: javac's own error comes first, and its "cannot find symbol" at each use follows.
     */
    @Test
    void aValueThatIsNoEnumIsJavacsErrorThenEachUseCannotFindTheClasses() {
        Compilation compilation = compile("test.k.Lamp", "package test.k;\n\nimport dev.brainstem.*;\n\n"
                + "@StateMachine(String.class)\nclass Lamp { }\n", "test.k.Game", game("Lamp", ""));
        List<String> all = compilation.diagnostics().stream().map(d -> d.getKind() + " "
                + d.getSource().getName().replaceAll(".*/", "") + ":" + d.getLineNumber() + " "
                + d.getMessage(Locale.ROOT).replaceAll("\\s+", " ")).toList();
        String cannotFind = "ERROR Game.java:%d cannot find symbol symbol: class %s location: class test.k.Game";
        // javac's own error comes first on JDK 25, after the declarations' uses on JDK 17; the initializer's
        // constructor is reported last.
        assertThat(all).containsExactly(
                String.format(cannotFind, 4, "LampBatch"), String.format(cannotFind, 5, "LampFsm"),
                String.format(cannotFind, 7, "LampFsm"), String.format(cannotFind, 7, "LampBatch"),
                "ERROR Lamp.java:5 incompatible types: java.lang.Class<java.lang.String> cannot be converted to "
                        + "java.lang.Class<? extends java.lang.Enum<?>>",
                String.format(cannotFind, 4, "LampBatch"));
        assertThat(all.get(all.size() - 1)).isEqualTo(String.format(cannotFind, 4, "LampBatch"));
    }

    /** The machine's sources with {@code maxTransitionsPerTick = 0}: an error that leaves the graph whole. */
    private static String[] broken(Machine machine) {
        String[] sources = machine.sources().clone();
        for (int i = 1; i < sources.length; i += 2) {
            Matcher annotation = Pattern.compile("@StateMachine\\((.*)\\)").matcher(sources[i]);
            if (annotation.find()) {
                String arguments = annotation.group(1);
                String changed = arguments.contains("maxTransitionsPerTick")
                        ? arguments.replaceAll("maxTransitionsPerTick = \\d+", "maxTransitionsPerTick = 0")
                        : (arguments.contains("value =") ? arguments : "value = " + arguments)
                                + ", maxTransitionsPerTick = 0";
                sources[i] = sources[i].replace(annotation.group(), "@StateMachine(" + changed + ")");
            }
        }
        return sources;
    }

    private static Compilation compile(String... namesAndSources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < namesAndSources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(namesAndSources[i], namesAndSources[i + 1]));
        }
        return Compiler.javac().withProcessors(new BrainstemProcessor()).withOptions(OPTIONS).compile(files);
    }

    /** A generated source, also from a compilation that failed. */
    private static String source(Compilation compilation, String qualifiedName) {
        String path = "/SOURCE_OUTPUT/" + qualifiedName.replace('.', '/') + ".java";
        for (JavaFileObject file : outputFiles(compilation)) {
            if (file.toUri().getPath().equals(path)) {
                try {
                    return file.getCharContent(true).toString();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        throw new AssertionError("no " + path);
    }

    @SuppressWarnings("unchecked")
    private static List<JavaFileObject> outputFiles(Compilation compilation) {
        try {
            var field = Compilation.class.getDeclaredField("generatedFiles");
            field.setAccessible(true);
            return List.copyOf((List<JavaFileObject>) field.get(compilation));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("compile-testing changed: Compilation has no generatedFiles field", e);
        }
    }

    /**
     * The class's members that another class can use, as declared: modifiers, type parameters, type,
     * name, parameter types and thrown types; no private member, no body, no initializer.
     */
    private static Set<String> members(String source) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        JavacTask task = (JavacTask) javac.getTask(null, null, null, List.of("-proc:none"), null,
                List.of(JavaFileObjects.forSourceString("Parsed", source)));
        CompilationUnitTree unit;
        try {
            unit = task.parse().iterator().next();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ClassTree type = (ClassTree) unit.getTypeDecls().get(0);
        Set<String> members = new TreeSet<>();
        members.add("class " + type.getModifiers().getFlags() + " extends " + type.getExtendsClause()
                + " implements " + type.getImplementsClause());
        for (Tree member : type.getMembers()) {
            if (member instanceof MethodTree method && !method.getModifiers().getFlags().contains(Modifier.PRIVATE)) {
                members.add(method.getModifiers().getFlags() + " " + method.getTypeParameters() + " "
                        + method.getReturnType() + " " + method.getName() + method.getParameters().stream()
                                .map(p -> p.getType().toString()).collect(Collectors.joining(", ", "(", ")"))
                        + " throws " + method.getThrows());
            } else if (member instanceof VariableTree field
                    && !field.getModifiers().getFlags().contains(Modifier.PRIVATE)) {
                members.add(field.getModifiers().getFlags() + " " + field.getType() + " " + field.getName());
            }
        }
        return members;
    }

    /** Loads the classes a compilation wrote, in memory. */
    private static final class CompiledClasses extends ClassLoader {
        private final Map<String, JavaFileObject> classes = new HashMap<>();

        CompiledClasses(Compilation compilation, ClassLoader parent) {
            super(parent);
            for (JavaFileObject file : compilation.generatedFiles()) {
                if (file.getKind() == JavaFileObject.Kind.CLASS) {
                    String path = file.toUri().getPath();
                    String binary = path.substring(("/" + StandardLocation.CLASS_OUTPUT.getName() + "/").length(),
                            path.length() - ".class".length()).replace('/', '.');
                    classes.put(binary, file);
                }
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            JavaFileObject file = classes.get(name);
            if (file == null) {
                throw new ClassNotFoundException(name);
            }
            try (InputStream in = file.openInputStream()) {
                byte[] bytes = in.readAllBytes();
                return defineClass(name, bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }
}
