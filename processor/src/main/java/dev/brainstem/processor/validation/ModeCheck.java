package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import java.util.List;

/**
 * Check 7, part: a class mixes no modes. Either every handler (inherited ones included) takes an
 * {@code int id}, and the class is a system that owns its entities' data, or none does. A handler
 * whose id is in the wrong place still counts as taking one: {@link HandlerShapeCheck} shows the
 * right order.
 *
 * <p>The handlers that disagree with the majority are reported; on a tie, those that disagree with
 * the first handler read (the first one declared in the machine's own class). A handler that takes an
 * id is reported on that parameter, one that lacks it on the method.
 */
final class ModeCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        // A machine of regions has one mode: RegionCheck checks its handlers of every region together.
        if (!machine.hasRegions()) {
            check(machine, machine.handlers(), reporter);
        }
    }

    /** Checks that {@code handlers}, of {@code machine}, agree on the mode. */
    static void check(MachineModel machine, List<HandlerModel> handlers, ErrorReporter reporter) {
        long ids = handlers.stream().filter(HandlerModel::takesId).count();
        long objects = handlers.size() - ids;
        if (ids == 0 || objects == 0) {
            return;
        }
        boolean idMode = ids > objects || ids == objects && handlers.get(0).takesId();
        for (HandlerModel handler : handlers) {
            if (handler.takesId() == idMode) {
                continue;
            }
            String what = handler.takesId() ? "takes an int first" : "takes no int id first";
            Object[] args = {handler.event().annotationName(), Text.handler(handler, machine), what, ids,
                    handlers.size()};
            if (handler.takesId()) {
                int at = handler.parameters().indexOf(dev.brainstem.processor.model.ParameterKind.ID);
                reporter.onElement(Message.MIXED_MODES, handler.method().getParameters().get(at), args);
            } else {
                reporter.onElement(Message.MIXED_MODES, handler.method(), args);
            }
        }
    }
}
