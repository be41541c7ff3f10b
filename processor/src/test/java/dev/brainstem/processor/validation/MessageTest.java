package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/** The catalogue: one id per message, each message starting with its id, four warnings and a note. */
class MessageTest {

    @Test
    void idsAreUniqueAndNamedBrainstem() {
        Set<String> ids = new HashSet<>();
        for (Message message : Message.values()) {
            assertThat(message.id()).matches("Brainstem[A-Z][A-Za-z]+");
            assertThat(ids.add(message.id())).isTrue();
        }
    }

    @Test
    void everyMessageStartsWithItsIdInBrackets() {
        for (Message message : Message.values()) {
            Object[] args = new Object[12];
            Arrays.fill(args, 1);
            String text = message.format(args);
            assertThat(text).startsWith("[" + message.id() + "] ");
        }
    }

    @Test
    void theUnusedTargetTheDeadGuardTheUnusedHistoryAndTheShadowedAfterAreTheOnlyWarningsAndReturnsAtRunTimeTheOnlyNote() {
        for (Message message : Message.values()) {
            Diagnostic.Kind expected = message == Message.RETURNS_AT_RUN_TIME ? Diagnostic.Kind.NOTE
                    : message == Message.UNUSED_TO || message == Message.DEAD_GUARD
                            || message == Message.UNUSED_HISTORY || message == Message.SHADOWED_AFTER
                            ? Diagnostic.Kind.WARNING
                    : Diagnostic.Kind.ERROR;
            assertThat(message.kind()).isEqualTo(expected);
        }
    }
}
