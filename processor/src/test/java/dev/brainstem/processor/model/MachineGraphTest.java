package dev.brainstem.processor.model;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.processor.reading.GeneratedNames;
import dev.brainstem.processor.reading.MachineReader;
import dev.brainstem.processor.reading.ReturnScanner;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The graph is immutable, as CONTRIBUTING says of the model: every list and map it hands out refuses
 * changes, so that no check or writer can change what another reads. Its maps of handlers compare them
 * by identity. Read from a machine with groups, guards, messages, an interrupt and {@code @Back}.
 */
class MachineGraphTest {
    private static MachineGraph graph;

    @BeforeAll
    static void bind() {
        List<MachineGraph> bound = new ArrayList<>();
        Compilation compilation = Compiler.javac().withProcessors(new AbstractProcessor() {
            @Override
            public Set<String> getSupportedAnnotationTypes() {
                return Set.of("dev.brainstem.StateMachine");
            }

            @Override
            public SourceVersion getSupportedSourceVersion() {
                return SourceVersion.latestSupported();
            }

            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                TypeElement watch = processingEnv.getElementUtils().getTypeElement("test.graph.Watch");
                if (!round.processingOver() && bound.isEmpty() && watch != null) {
                    GeneratedNames names = new GeneratedNames(processingEnv.getElementUtils(),
                            processingEnv.getTypeUtils());
                    bound.add(MachineGraph.of(new MachineReader(processingEnv, ReturnScanner.create(processingEnv),
                            names).read(watch)));
                }
                return false;
            }
        }).compile(JavaFileObjects.forSourceString("test.graph.Mood", """
                package test.graph;

                import dev.brainstem.*;

                @States(initial = "IDLE")
                @StateGroup(name = "AWAKE", states = {"PATROL", "ALERT"})
                public enum Mood { IDLE, PATROL, ALERT, @Interrupt STUNNED, @Back RESUME }
                """), JavaFileObjects.forSourceString("test.graph.Blow", """
                package test.graph;

                public class Blow { }
                """), JavaFileObjects.forSourceString("test.graph.Watch", """
                package test.graph;

                import dev.brainstem.*;

                @StateMachine(Mood.class)
                public class Watch {
                    boolean noise;

                    @OnUpdate(value = "IDLE", to = "PATROL")
                    Mood idle() { return noise ? Mood.PATROL : null; }

                    @Transition(from = "AWAKE", to = "IDLE")
                    boolean quiet() { return !noise; }

                    @OnUpdate(value = "PATROL", to = "ALERT")
                    Mood listen() { return noise ? Mood.ALERT : null; }

                    @OnUpdate(value = "STUNNED", to = "RESUME")
                    Mood recover(@TimeInState float t) { return t > 1 ? Mood.RESUME : null; }

                    @OnMessage(value = "AWAKE", to = "STUNNED")
                    Mood hit(Blow blow) { return Mood.STUNNED; }

                    @OnEnter({"PATROL", "ALERT"})
                    void look() { }

                    @OnExit("AWAKE")
                    void rest() { }
                }
                """));
        assertWithMessage("%s", compilation.diagnostics()).that(bound).hasSize(1);
        graph = bound.get(0);
    }

    @Test
    void everyListItHandsOutRefusesChanges() {
        State patrol = graph.state("PATROL");
        HandlerModel hit = graph.messageHandlers().get(0);
        List<Collection<?>> handedOut = List.of(graph.states(), graph.edgeGroups(), graph.drawnEdgeGroups(),
                graph.groups(), graph.groupsOf(patrol), graph.groupsWith(Event.EXIT), graph.guards(patrol),
                graph.decision(patrol), graph.messageLookup(patrol), graph.messageHandlers(), graph.messageTypes(),
                graph.served(hit), graph.targets(hit), graph.interrupts(), graph.startable(),
                graph.groups().get(0).members(), graph.edgeGroups().get(0).sources(),
                graph.servedBy(Event.UPDATE).values().iterator().next());
        for (int i = 0; i < handedOut.size(); i++) {
            Collection<?> list = handedOut.get(i);
            assertWithMessage("list %s", i).that(list).isNotEmpty();
            assertThrows(UnsupportedOperationException.class, list::clear, list.toString());
        }
        Map<HandlerModel, List<State>> served = graph.servedBy(Event.UPDATE);
        assertThrows(UnsupportedOperationException.class, () -> served.remove(served.keySet().iterator().next()));
        assertThrows(UnsupportedOperationException.class, () -> served.put(hit, List.of()));
    }

    @Test
    void itsPartsAgree() {
        // The edges as drawn replace the @Back edge by the ones to where STUNNED was entered from: the
        // awake states, which the message leads out of.
        assertThat(graph.edgeGroups()).hasSize(5);
        EdgeGroup back = graph.drawnEdgeGroups().stream().filter(EdgeGroup::back).findFirst().orElseThrow();
        assertThat(back.sources()).containsExactly(graph.state("STUNNED"));
        assertThat(back.targets()).containsExactly(graph.state("PATROL"), graph.state("ALERT")).inOrder();
        assertThat(graph.decision(graph.state("ALERT"))).hasSize(1);
        assertThat(graph.guards(graph.state("ALERT")).get(0).target()).isEqualTo(graph.state("IDLE"));
        assertThat(graph.messageHandler(graph.state("IDLE"), graph.messageTypes().get(0))).isEmpty();
        assertThat(graph.messageHandler(graph.state("ALERT"), graph.messageTypes().get(0))).isPresent();
    }

    @Test
    void aMapOfHandlersComparesThemByIdentityInTheOrderPut() {
        Map<Object, String> map = new IdentityLinkedMap<>();
        Object first = new Unhashable();
        Object second = new Unhashable();
        map.put(second, "second");
        map.computeIfAbsent(first, key -> "first");
        map.computeIfAbsent(second, key -> "again");
        assertThat(map).hasSize(2);
        assertThat(map.get(second)).isEqualTo("second");
        assertThat(new ArrayList<>(map.values())).containsExactly("second", "first").inOrder();
        String a = new String("a");
        String alsoA = new String("a");
        Map<String, Integer> strings = new IdentityLinkedMap<>();
        strings.put(a, 1);
        strings.put(alsoA, 2);
        assertThat(strings).hasSize(2);
        assertThat(strings.get(alsoA)).isEqualTo(2);
    }

    /** A key whose own equality must never be asked: as a handler record's, which reads all its lists. */
    private static final class Unhashable {
        @Override
        public int hashCode() {
            throw new AssertionError("hashCode called");
        }

        @Override
        public boolean equals(Object other) {
            throw new AssertionError("equals called");
        }
    }
}
