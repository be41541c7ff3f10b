package dev.brainstem.processor.writing;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated code compiles without a single warning under {@code -Xlint:all -Werror}, in the
 * user's compilation at the current release and at {@code --release 8} (generated code is Java 8
 * source). {@code -Xlint:-options} only keeps JDK 21 and later from warning that release 8 is
 * obsolete; {@code -processing} leaves out javac's notes about processors that claim nothing.
 */
class LintAndReleaseTest {

    static Stream<Arguments> machines() {
        List<Arguments> machines = new ArrayList<>();
        for (boolean release8 : List.of(false, true)) {
            machines.add(Arguments.of("the design's Guard", release8, "test.guard.GuardFsm", new String[] {
                    "test.guard.GuardState", Machines.GUARD_STATE, "test.guard.Guard", Machines.GUARD}));
            machines.add(Arguments.of("Door: enter redirects", release8, "test.door.DoorFsm", new String[] {
                    "test.door.DoorState", Machines.DOOR_STATE, "test.door.Door", Machines.DOOR}));
            machines.add(Arguments.of("Lights: id mode, settle and a redirect", release8, "test.ids.LightsFsm",
                    new String[] {"test.ids.Light", Machines.LIGHT, "test.ids.Lights", Machines.LIGHTS}));
            machines.add(Arguments.of("Watches: a four-state id-mode machine", release8, "test.watch.WatchesFsm",
                    new String[] {"test.watch.WatchState", Machines.WATCH_STATE, "test.watch.Watches", Machines.WATCHES}));
            machines.add(Arguments.of("20 states with a hub of 19 targets", release8, "test.hub.BigFsm",
                    BigMachine.sources("test.hub", "Big", 20, false)));
        }
        machines.add(Arguments.of("101 states, split into chunks", false, "test.chunks.BigFsm",
                BigMachine.sources("test.chunks", "Big", 101, true)));
        return machines.stream();
    }

    @ParameterizedTest(name = "{0}, release 8: {1}")
    @MethodSource("machines")
    void compilesWithoutWarnings(String description, boolean release8, String fsm, String[] sources) {
        List<String> options = release8
                ? List.of("--release", "8", "-Xlint:all,-processing,-options", "-Werror")
                : List.of("-Xlint:all,-processing", "-Werror");

        Generated generated = Generated.compile(options, sources);

        assertThat(generated.compilation()).succeededWithoutWarnings();
        String source = generated.source(fsm);
        assertTrue(source.contains(release8 ? "import javax.annotation.Generated;"
                : "import javax.annotation.processing.Generated;"), "the @Generated the release has");
    }
}
