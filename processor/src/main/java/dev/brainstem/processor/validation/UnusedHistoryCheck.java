package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.MachineGraph;
import java.util.List;

/**
 * The warning: a group that keeps a history nothing enters by its name, so the history is written on
 * every exit and never read.
 */
final class UnusedHistoryCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        if (graph.historyGroups().isEmpty()) {
            return;
        }
        List<Group> entered = graph.enteredByName();
        for (Group group : graph.historyGroups()) {
            if (!entered.contains(group)) {
                GroupModel declared = graph.statesModel().groups().get(group.index());
                reporter.onValue(Message.UNUSED_HISTORY, graph.statesModel().enumType(), declared.annotation(),
                        declared.historyValue().orElseThrow(), group.name(), group.history(), group.name());
            }
        }
    }
}
