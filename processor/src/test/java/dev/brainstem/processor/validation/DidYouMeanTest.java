package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class DidYouMeanTest {
    private static final List<String> GUARD = List.of("IDLE", "ALARM", "PURSUIT", "SEARCH", "STUNNED");

    @Test
    void levenshteinDistance() {
        assertThat(DidYouMean.distance("", "")).isEqualTo(0);
        assertThat(DidYouMean.distance("ALARM", "ALARM")).isEqualTo(0);
        assertThat(DidYouMean.distance("ALRAM", "ALARM")).isEqualTo(2);
        assertThat(DidYouMean.distance("ALAR", "ALARM")).isEqualTo(1);
        assertThat(DidYouMean.distance("kitten", "sitting")).isEqualTo(3);
        assertThat(DidYouMean.distance("", "IDLE")).isEqualTo(4);
        assertThat(DidYouMean.distance("flaw", "lawn")).isEqualTo(2);
    }

    @Test
    void typosFindTheirState() {
        assertThat(DidYouMean.closest("ALRAM", GUARD)).hasValue("ALARM");
        assertThat(DidYouMean.closest("SERACH", GUARD)).hasValue("SEARCH");
        assertThat(DidYouMean.closest("STUNNNED", GUARD)).hasValue("STUNNED");
        assertThat(DidYouMean.closest("PURSUE", GUARD)).hasValue("PURSUIT");
    }

    @Test
    void caseIsIgnoredThenCountsToBreakTies() {
        assertThat(DidYouMean.closest("idle", GUARD)).hasValue("IDLE");
        assertThat(DidYouMean.closest("Stunned", GUARD)).hasValue("STUNNED");
        assertThat(DidYouMean.closest("on", List.of("ON", "On"))).hasValue("On");
    }

    @Test
    void farNamesFindNothing() {
        assertThat(DidYouMean.closest("HIDING", GUARD)).isEqualTo(Optional.empty());
        assertThat(DidYouMean.closest("X", GUARD)).isEqualTo(Optional.empty());
        // Two letters replaced in a two-letter name is not a typo.
        assertThat(DidYouMean.closest("GO", List.of("UP"))).isEqualTo(Optional.empty());
    }

    @Test
    void longNamesAllowAThirdOfTheirLength() {
        List<String> states = List.of("WAITING_FOR_REINFORCEMENTS");
        assertThat(DidYouMean.closest("WAITING_FOR_REINFORCEMNT", states)).isPresent();  // 2 edits
        assertThat(DidYouMean.closest("WAITING_FR_RENFORCEMNT", states)).isPresent();    // 4 edits, 22 letters
        assertThat(DidYouMean.closest("WAITING", states)).isEqualTo(Optional.empty());   // 19 edits
    }

    @Test
    void theClosestWinsThenTheFirstDeclared() {
        assertThat(DidYouMean.closest("RUNS", List.of("RUNNING", "RUN", "RUNE"))).hasValue("RUN");
        assertThat(DidYouMean.closest("AB", List.of("AC", "AD"))).hasValue("AC");
    }

    @Test
    void hintSuggestsOrListsTheStates() {
        assertThat(DidYouMean.hint("ALRAM", GUARD)).isEqualTo("did you mean \"ALARM\"?");
        assertThat(DidYouMean.hint("HIDING", GUARD)).isEqualTo("its states are IDLE, ALARM, PURSUIT, SEARCH, STUNNED");
        List<String> many = IntStream.range(0, 15).mapToObj(i -> "STATE_" + (char) ('A' + i)).toList();
        assertThat(DidYouMean.hint("NOTHING_LIKE_IT", many)).isEqualTo("its states are STATE_A, STATE_B, STATE_C, "
                + "STATE_D, STATE_E, STATE_F, STATE_G, STATE_H, STATE_I, STATE_J, STATE_K, STATE_L and 3 more");
    }
}
