package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import java.util.List;

/**
 * The note, once per machine, that the bodies of some handlers that return a state could not be read
 * (kapt's stubs of Kotlin classes, classes compiled already), so that checks 6 and 10 and the warnings
 * that read bodies said nothing of them: the generated machine checks each returned state against the
 * handler's {@code to} when it runs ({@code updated}, {@code enterMayGo} and {@code messageMayGo} throw
 * {@code IllegalTransitionException}). On the machine's class, which holds or inherits them.
 */
final class UnseenBodyCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        List<String> unseen = graph.model().handlers().stream().filter(HandlerModel::bodyUnseen)
                .map(handler -> Text.handler(handler, graph.model())).toList();
        if (!unseen.isEmpty()) {
            reporter.onElement(Message.RETURNS_AT_RUN_TIME, graph.model().entity(),
                    (unseen.size() == 1 ? "the body of " : "the bodies of ") + Text.join(unseen));
        }
    }
}
