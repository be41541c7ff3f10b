package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each group's membership test, which reads the innermost group from {@code groupOf} (the groups
 * numbered in nesting order), answers for every state, {@code STAY} included: groups of states that
 * are no range, nested in one another or side by side, in a machine split into several switches.
 */
class MembershipsTest {
    @ParameterizedTest(name = "{0} states, {1} groups, nested {2}")
    @CsvSource({"40, 8, true", "40, 8, false", "300, 20, true"})
    void everyStateIsInExactlyItsGroups(int states, int groups, boolean nested) throws ReflectiveOperationException {
        String pkg = "test.members.s" + states + (nested ? "nested" : "flat");
        Generated generated = Generated.compile(GroupedMachine.sources(pkg, states, groups, nested));
        ClassLoader loader = new ClassLoader(MembershipsTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                if (!name.startsWith(pkg + ".")) {
                    throw new ClassNotFoundException(name);
                }
                byte[] bytes = generated.classBytes(name);
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
        Class<?> fsm = loader.loadClass(pkg + ".MFsm");

        for (int g = 0; g < groups; g++) {
            Method in = fsm.getDeclaredMethod("in" + g + "_G" + g, int.class);
            in.setAccessible(true);
            assertEquals(false, in.invoke(null, -1), "STAY in G" + g);
            for (int s = 0; s < states; s++) {
                // Group g lists states g and g + groups; nested, it holds every group after it too.
                int listedBy = s < 2 * groups ? s % groups : -1;
                boolean expected = listedBy == g || nested && listedBy > g;
                assertEquals(expected, in.invoke(null, s), "S" + s + " in G" + g);
            }
        }
    }
}
