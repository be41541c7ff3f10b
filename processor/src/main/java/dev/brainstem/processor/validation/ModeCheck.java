package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import java.util.List;

/**
 * Check 7, part: a class mixes no modes. Either every handler (inherited ones included) takes an
 * {@code int id} first, and the class is a system that owns its entities' data, or none does.
 *
 * <p>The handlers that disagree with the majority are reported; on a tie, those that disagree with
 * the first handler read (the first one declared in the machine's own class). A handler that takes an
 * id is reported on that parameter, one that lacks it on the method.
 */
final class ModeCheck {
    private final ErrorReporter reporter;

    ModeCheck(ErrorReporter reporter) {
        this.reporter = reporter;
    }

    void check(MachineModel machine) {
        List<HandlerModel> handlers = machine.handlers();
        long ids = handlers.stream().filter(HandlerModel::leadingInt).count();
        long objects = handlers.size() - ids;
        if (ids == 0 || objects == 0) {
            return;
        }
        boolean idMode = ids > objects || ids == objects && handlers.get(0).leadingInt();
        for (HandlerModel handler : handlers) {
            if (handler.leadingInt() == idMode) {
                continue;
            }
            String what = handler.leadingInt() ? "takes an int first" : "takes no int id first";
            Object[] args = {handler.event().annotationName(), Text.handler(handler, machine), what, ids,
                    handlers.size()};
            if (handler.leadingInt()) {
                reporter.onElement(Message.MIXED_MODES, handler.method().getParameters().get(0), args);
            } else {
                reporter.onElement(Message.MIXED_MODES, handler.method(), args);
            }
        }
    }
}
