package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.State;
import java.util.List;

/**
 * One arm of a switch over state ordinals: the states it labels (falling through to one another) and
 * the code they share.
 *
 * @param note a comment for the first label, after the state's name, or empty
 */
record Arm(List<State> states, String note, CodeBlock body) {
    Arm {
        states = List.copyOf(states);
    }

    int first() {
        return states.get(0).ordinal();
    }
}
