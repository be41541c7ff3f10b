package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.devtools.ClassShape.Annotation;
import dev.brainstem.devtools.ClassShape.Member;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class-file reader, against javac's output and the JVM's own reading of the same classes (reflection). */
class ClassShapeTest {
    private static final int SOURCE_MODIFIERS = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED
            | Modifier.STATIC | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT;

    @TempDir
    static Path dir;
    private static Path classes;

    @BeforeAll
    static void compile() {
        Map<String, String> sources = MonsterSources.base();
        sources.put("shapes/Shape.java", """
                package shapes;

                public sealed interface Shape permits Shape.Circle, Shape.Square {
                    record Circle(float radius) implements Shape {}

                    final class Square implements Shape, Comparable<Square> {
                        public static final int SIDES = 4;
                        private final double side;
                        protected transient volatile int seen;

                        Square(double side) {
                            this.side = side;
                        }

                        protected long area(int scale, String[] names) {
                            return (long) (side * side * scale);
                        }

                        String name() {
                            return "square";
                        }

                        @Override
                        public int compareTo(Square other) {
                            return Double.compare(side, other.side);
                        }
                    }
                }
                """);
        classes = Compiler.compile(dir, sources);
    }

    @Test
    void readsFlagsSuperInterfacesAndMembersAsJavacWroteThem() throws IOException {
        ClassShape square = Compiler.shape(classes, "shapes.Shape$Square");
        assertEquals("shapes/Shape$Square", square.name);
        assertEquals("java/lang/Object", square.superName);
        assertEquals(List.of("shapes/Shape", "java/lang/Comparable"), square.interfaces);
        assertEquals(0x0031, square.access, "ACC_PUBLIC (a member of an interface) | ACC_FINAL | ACC_SUPER");
        Member sides = square.field("SIDES");
        assertEquals("I", sides.descriptor());
        assertEquals(0x0019, sides.access(), "public static final");
        assertEquals(4, sides.constant());
        assertEquals("D", square.field("side").descriptor());
        assertEquals(0x0012, square.field("side").access(), "private final");
        assertTrue(square.methods.stream().anyMatch(method -> method.name().equals("area")
                && method.descriptor().equals("(I[Ljava/lang/String;)J") && method.access() == 0x0004));
        assertTrue(square.strings.contains("square"), "the string constants: " + square.strings);
        assertEquals("shapes/Shape", square.nestHost);
    }

    @Test
    void readsNestsPermittedSubclassesAndRecords() throws IOException {
        ClassShape shape = Compiler.shape(classes, "shapes.Shape");
        assertEquals(Set.of("shapes/Shape$Circle", "shapes/Shape$Square"), Set.copyOf(shape.nestMembers));
        assertEquals(List.of("shapes/Shape$Circle", "shapes/Shape$Square"), shape.permittedSubclasses);
        assertEquals(null, shape.recordComponents);
        ClassShape circle = Compiler.shape(classes, "shapes.Shape$Circle");
        assertEquals(List.of("radius F"), circle.recordComponents);
        assertEquals("java/lang/Record", circle.superName);
    }

    @Test
    void readsBrainstemsClassRetentionAnnotations() throws IOException {
        ClassShape monster = Compiler.shape(classes, "game.Monster");
        Member chase = monster.methods.stream().filter(method -> method.name().equals("chase")).findFirst().orElseThrow();
        Annotation onUpdate = chase.annotations().get(0);
        assertEquals("Ldev/brainstem/OnUpdate;", onUpdate.type());
        assertEquals(Map.of("value", "\"CHASE\"", "to", "\"ATTACK\""), onUpdate.values());
        assertEquals("@OnUpdate(\"CHASE\")", onUpdate.toString());
        Member lost = monster.methods.stream().filter(method -> method.name().equals("lost")).findFirst().orElseThrow();
        assertEquals("@Transition(from = \"CHASE\", to = \"IDLE\")", lost.annotations().get(0).toString());
        assertEquals("@StateMachine(MonsterState.class)", monster.annotations.get(0).toString());

        ClassShape states = Compiler.shape(classes, "game.MonsterState");
        assertTrue(states.isEnum());
        assertEquals(List.of("IDLE", "CHASE", "ATTACK"), states.enumConstants());
        assertEquals("\"IDLE\"", states.annotations("Ldev/brainstem/States;").get(0).values().get("initial"));
        // Two @StateGroup are one @StateGroups in the file: the reader unpacks them.
        List<String> groups = states.annotations("Ldev/brainstem/StateGroup;").stream()
                .map(group -> group.values().get("name") + " " + group.values().get("states")).toList();
        assertEquals(List.of("\"HOSTILE\" {\"CHASE\", \"ATTACK\"}", "\"CALM\" \"IDLE\""), groups);
    }

    @Test
    void findsWhatTheJvmFindsInEveryCompiledClass() throws Exception {
        List<Path> files;
        try (var walk = Files.walk(classes)) {
            files = walk.filter(file -> file.toString().endsWith(".class")).toList();
        }
        assertTrue(files.size() >= 7, "the machine's classes and the shapes: " + files);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            for (Path file : files) {
                ClassShape shape = ClassShape.read(Files.readAllBytes(file));
                Class<?> type = Class.forName(shape.binaryName(), false, loader);
                // An interface's class file names Object as its superclass; reflection says none.
                assertEquals(type.isInterface() ? "java.lang.Object" : type.getSuperclass().getName(),
                        shape.superName == null ? null : shape.superName.replace('/', '.'), shape.name);
                assertEquals(Arrays.stream(type.getInterfaces()).map(Class::getName).toList(),
                        shape.interfaces.stream().map(name -> name.replace('/', '.')).toList(), shape.name);
                Set<String> fields = new TreeSet<>();
                for (Field field : type.getDeclaredFields()) {
                    fields.add(field.getName() + " " + (field.getModifiers() & SOURCE_MODIFIERS));
                }
                Set<String> read = new TreeSet<>();
                shape.fields.forEach(field -> read.add(field.name() + " " + (field.access() & SOURCE_MODIFIERS)));
                assertEquals(fields, read, shape.name + "'s fields");
                Set<String> methods = new TreeSet<>();
                for (Method method : type.getDeclaredMethods()) {
                    methods.add(method.getName() + " " + method.getParameterCount() + " " + (method.getModifiers() & SOURCE_MODIFIERS));
                }
                Set<String> readMethods = new TreeSet<>();
                shape.methods.stream().filter(method -> !method.name().startsWith("<")).forEach(method -> readMethods.add(
                        method.name() + " " + parameterCount(method.descriptor()) + " " + (method.access() & SOURCE_MODIFIERS)));
                assertEquals(methods, readMethods, shape.name + "'s methods");
            }
        }
    }

    private static int parameterCount(String descriptor) {
        String method = ShapeDiff.method(new Member("m", descriptor, 0, List.of(), null));
        return method.equals("m()") ? 0 : method.split(",").length;
    }

    @Test
    void aClassFileCutShortOrWithBytesAfterItsEndDoesNotRead() throws IOException {
        byte[] bytes = Files.readAllBytes(classes.resolve("game/Monster.class"));
        ClassShape.read(bytes);
        for (int length = 0; length < bytes.length; length++) {
            byte[] cut = Arrays.copyOf(bytes, length);
            assertThrows(IOException.class, () -> ClassShape.read(cut), "the first " + length + " bytes");
        }
        assertThrows(IOException.class, () -> ClassShape.read(Arrays.copyOf(bytes, bytes.length + 1)));
    }
}
