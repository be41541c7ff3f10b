package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;

import com.google.testing.compile.Compilation;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/** The processor's option {@code -Abrainstem.diagrams=false}, and the one-entity machine's listener. */
class MachineOptionsTest {
    private static final String DIAGRAM = "META-INF/brainstem/test.Guard.mmd";

    @Test
    void diagramsAreWrittenUnlessTheOptionStopsThem() {
        Compilation with = Running.compile(List.of(), Sources.GUARD_STATE, Sources.GUARD);
        Running.succeeded(with);
        assertThat(with.generatedFile(StandardLocation.CLASS_OUTPUT, DIAGRAM).isPresent()).isTrue();
        assertThat(with.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/brainstem/test.Guard.dot").isPresent())
                .isTrue();

        Compilation without = Running.compile(List.of("-Abrainstem.diagrams=false"), Sources.GUARD_STATE, Sources.GUARD);
        Running.succeeded(without);
        assertThat(without.generatedFile(StandardLocation.CLASS_OUTPUT, DIAGRAM).isPresent()).isFalse();
        // The errors file is asked for (and listed by the in-memory file manager), never written: no diagram.
        assertThat(without.generatedFiles().stream().map(JavaFileObject::getName)
                .filter(name -> name.contains("META-INF/brainstem") && !name.endsWith(".errors"))).isEmpty();
        assertThat(without.generatedSourceFile("test.GuardFsm").isPresent()).isTrue();
    }

    @Test
    void theOneEntityMachineTellsItsListenerEveryTransition() throws Exception {
        Compilation compilation = Running.compile(List.of(), Sources.GUARD_STATE, Sources.GUARD);
        Running.succeeded(compilation);
        ClassLoader loader = Running.load(compilation);
        Object guard = Running.newInstance(loader, "test.Guard");
        Object machine = Running.start(loader, "test.GuardFsm", guard);
        List<String> heard = new ArrayList<>();
        Class<?> listenerType = loader.loadClass("dev.brainstem.runtime.TransitionListener");
        InvocationHandler record = (proxy, method, args) -> {
            if (method.getName().equals("onTransition")) {
                heard.add(args[0] + " " + Running.name(args[1]) + "->" + Running.name(args[2]) + " event " + args[3]);
            }
            return null;
        };
        Object listener = Proxy.newProxyInstance(loader, new Class<?>[] {listenerType}, record);
        Running.call(machine, "setListener", listener);

        Running.set(guard, "seesPlayer", true);
        Running.call(machine, "update", 0.1f);                  // IDLE -> ALARM by the update
        Running.call(machine, "update", 0.1f);                  // ALARM stays: its timer is 0.1
        Running.call(machine, "transitionTo", constant(loader, "STUNNED"));
        Running.call(machine, "setListener", new Object[] {null});
        Running.call(machine, "transitionTo", constant(loader, "IDLE"));

        assertThat(heard).containsExactly("0 IDLE->ALARM event 2", "0 ALARM->STUNNED event 0").inOrder();
        assertThat(Running.name(Running.call(machine, "state"))).isEqualTo("IDLE");
    }

    private static Object constant(ClassLoader loader, String name) throws ReflectiveOperationException {
        return loader.loadClass("test.GuardState").getField(name).get(null);
    }
}
