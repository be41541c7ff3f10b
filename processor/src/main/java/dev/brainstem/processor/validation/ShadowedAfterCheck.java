package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.Timer;

/**
 * The warning: an {@code @After} of constant delay that never fires in a state, because another constant
 * timer of that state always falls due first (a shorter one, or an equal one declared before it). A
 * per-entity delay is never compared: its method decides at run time.
 */
final class ShadowedAfterCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        for (State state : graph.states()) {
            for (Timer timer : graph.timers(state)) {
                graph.shadowing(state, timer).ifPresent(first -> reporter.onValue(Message.SHADOWED_AFTER,
                        graph.model().entity(), timer.after().annotation(),
                        timer.after().secondsAttribute().orElseThrow(), Text.after(timer.after()), state.name(),
                        seconds(timer), Text.after(first.after()), seconds(first)));
            }
        }
    }

    /** {@code 2s}, {@code 2.5s}: as the edges' labels write it. */
    private static String seconds(Timer timer) {
        return timer.after().label().substring("after ".length());
    }
}
