package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnKind;

/**
 * Check 5: a handler that returns a state lists in {@code to} where it may go, and a void one lists
 * nothing. Also: a handler serves at least one state (an empty {@code value}). Its errors leave no
 * graph: the {@code to} lists are the graph's edges.
 */
final class TargetListCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        String stateType = machine.states().map(s -> s.enumName()).orElse("S");
        for (HandlerModel handler : machine.handlers()) {
            String annotation = handler.event().annotationName();
            String name = Text.handler(handler, machine);
            // Without a value javac has already reported the missing element.
            // An @OnMessage with no states serves any state.
            if (handler.valueAttribute().isPresent() && handler.states().isEmpty() && !handler.isMessage()) {
                reporter.onValue(Message.NO_HANDLER_STATES, handler.method(), handler.annotation(),
                        handler.valueAttribute().get(), annotation, name, handler.isGuard() ? "from" : "value",
                        Fixes.servingAState(handler, machine).map(example -> ", for example " + example).orElse(""));
            }
            if (!handler.event().mayReturnState() || GroupCheck.entersAGroupReturning(handler, machine)) {
                continue; // a group's enter that returns a state is GroupCheck's: it may not list `to` at all
            }
            if (handler.returns() == ReturnKind.STATE && handler.targets().isEmpty()) {
                Object[] args = {annotation, name, stateType, Fixes.listingItsReturns(handler)
                        .map(example -> ", for example " + example).orElse("")};
                if (handler.toAttribute().isPresent()) {
                    reporter.onValue(Message.MISSING_TO, handler.method(), handler.annotation(),
                            handler.toAttribute().get(), args);
                } else {
                    reporter.onAnnotation(Message.MISSING_TO, handler.method(), handler.annotation(), args);
                }
            } else if (handler.returns() == ReturnKind.VOID && !handler.targets().isEmpty()
                    && handler.toAttribute().isPresent()) {
                reporter.onValue(Message.VOID_WITH_TO, handler.method(), handler.annotation(),
                        handler.toAttribute().get(), annotation, name, stateType);
            }
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }
}
