package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test's own class-file reader, checked on code that has every hard case: both switches, their
 * padding at each alignment, {@code wide}, long and double constants (two constant-pool entries),
 * {@code invokeinterface} and {@code invokedynamic}; and cross-checked against the JDK's javap.
 */
class ClassFileTest {
    private static final String SAMPLE = """
            package test.reader;

            import java.util.List;
            import java.util.function.IntSupplier;

            public class Sample {
                static int sparse(int key) {
                    switch (key) {
                        case 1: return 10;
                        case 100: return 20;
                        case 10000: return 30;
                        default: return 0;
                    }
                }

                static int dense(int key) {
                    switch (key) {
                        case 0: return 10;
                        case 1: return 20;
                        case 2: return 30;
                        case 3: return 40;
                        default: return 0;
                    }
                }

                static int padded(int a, int key) {
                    a++;
                    switch (key) {
                        case 5: return a;
                        case 6: return a + 1;
                        case 7: return a + 2;
                        default: return a + 3;
                    }
                }

                static int strings(String s) {
                    switch (s) {
                        case "idle": return 1;
                        case "alarm": return 2;
                        default: return 0;
                    }
                }

                static long wide(int a) {
                    long l0 = 1L, l1 = 2L, l2 = 3L, l3 = 4L, l4 = 5L, l5 = 6L, l6 = 7L, l7 = 8L, l8 = 9L, l9 = 10L;
                    double d = 1.5e300;
                    int counter = a;
                    counter += 1000;
                    return l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + counter + (long) d;
                }

                static int interfaces(List<Integer> list) {
                    IntSupplier size = list::size;
                    return list.get(0) + size.getAsInt();
                }
            }
            """;

    @Test
    void findsEachSwitchInItsMethod() {
        ClassFile sample = Generated.compile("test.reader.Sample", SAMPLE).classFile("test.reader.Sample");

        assertEquals("test/reader/Sample", sample.name());
        assertEquals(1, sample.method("sparse").count(ClassFile.LOOKUPSWITCH));
        assertEquals(0, sample.method("sparse").count(ClassFile.TABLESWITCH));
        assertEquals(1, sample.method("dense").count(ClassFile.TABLESWITCH));
        assertEquals(0, sample.method("dense").count(ClassFile.LOOKUPSWITCH));
        assertEquals(1, sample.method("padded").count(ClassFile.TABLESWITCH));
        assertTrue(sample.method("strings").count(ClassFile.LOOKUPSWITCH) >= 1);
        assertEquals(1, sample.method("wide").count(0xc4), "wide iinc");
        assertEquals(2, sample.method("interfaces").count(0xb9), "invokeinterface: List.get, IntSupplier.getAsInt");
        assertEquals(1, sample.method("interfaces").count(0xba), "invokedynamic");
    }

    @Test
    void agreesWithJavap(@TempDir Path dir) throws IOException, InterruptedException {
        Generated generated = Generated.compile("test.reader.Sample", SAMPLE,
                "test.guard.GuardState", Machines.GUARD_STATE, "test.guard.Guard", Machines.GUARD);
        for (String name : List.of("test.reader.Sample", "test.guard.GuardFsm")) {
            byte[] bytes = generated.classBytes(name);
            Path file = dir.resolve(name + ".class");
            Files.write(file, bytes);
            assertEquals(javap(file), reader(ClassFile.read(bytes)), name);
        }
    }

    /** "offset: mnemonic" of every switch, and the offset of every instruction, as javap prints them. */
    private static List<String> javap(Path file) throws IOException, InterruptedException {
        Path javap = Path.of(System.getProperty("java.home"), "bin", "javap");
        Process process = new ProcessBuilder(javap.toString(), "-c", "-p", file.toString())
                .redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), out);
        List<String> lines = new ArrayList<>();
        Matcher instruction = Pattern.compile("(?m)^\\s+(\\d+): ([a-z][a-z_0-9]*)").matcher(out);
        while (instruction.find()) {
            lines.add(describe(Integer.parseInt(instruction.group(1)), instruction.group(2)));
        }
        return lines;
    }

    private static List<String> reader(ClassFile file) {
        List<String> lines = new ArrayList<>();
        for (ClassFile.Method method : file.methods()) {
            for (int i = 0; i < method.opcodes().size(); i++) {
                int opcode = method.opcodes().get(i);
                lines.add(describe(method.offsets().get(i), opcode == ClassFile.TABLESWITCH ? "tableswitch"
                        : opcode == ClassFile.LOOKUPSWITCH ? "lookupswitch" : "other"));
            }
        }
        return lines;
    }

    private static String describe(int offset, String mnemonic) {
        return offset + ": " + (mnemonic.endsWith("switch") ? mnemonic : "other");
    }
}
