package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Machine.History;
import java.util.List;

/**
 * The fixture machines as the reference model ({@code dev.brainstem.runtime.reference}) reads them,
 * written by hand from their annotations (and checked against the generated {@code XFsm.INFO} by
 * {@code SpecTest}): which handler each (state, event) has, whether it returns a state, whether it
 * takes its argument, and its {@code to}.
 */
final class Spec {
    private Spec() {}

    /** One machine being written: handlers are numbered in the order they are declared. */
    private static final class Writer {
        final Machine.Builder b;
        int index;

        Writer(Machine.Builder b) {
            this.b = b;
        }

        /** A handler of {@code event} in {@code state} that returns a state in {@code to}. */
        Writer returning(int event, String state, boolean takesArgument, String... to) {
            b.on(new Handler(index++, name(event, state), event, true, takesArgument, List.of(to)), state);
            return this;
        }

        /** A void handler of {@code event} in {@code state}. */
        Writer plain(int event, String state, boolean takesArgument) {
            b.on(new Handler(index++, name(event, state), event, false, takesArgument, List.of()), state);
            return this;
        }

        /** A handler of {@code event} of the group {@code group}, named {@code name}. */
        Writer group(String name, int event, String group, boolean returnsState, boolean takesArgument, String... to) {
            b.on(new Handler(index++, name, event, returnsState, takesArgument, List.of(to)), group);
            return this;
        }

        /** A guard {@code name} from each of {@code from} (states, groups) to {@code to}. */
        Writer guard(String name, String to, String... from) {
            b.guard(Handler.guard(index++, name, to), List.of(from));
            return this;
        }

        private static String name(int event, String state) {
            return Events.name(event).toLowerCase(java.util.Locale.ROOT) + state;
        }
    }

    /** {@link Settler} (object mode) and {@link SettlerSystem} (id mode): settle, maxTransitionsPerTick = 3. */
    static Machine settler(String name, boolean idMode) {
        Machine.Builder b = Machine.builder(name, "A", "B", "C", "D", "E").initial("A").entryPoints("D").settle(true)
                .maxTransitionsPerTick(3).idMode(idMode);
        new Writer(b)
                .returning(UPDATE, "A", true, "B", "C")
                .returning(UPDATE, "B", true, "A", "C", "E")
                .returning(UPDATE, "C", false, "A")
                .returning(UPDATE, "D", true, "A", "E")
                .plain(UPDATE, "E", true)
                .plain(ENTER, "A", true)
                .returning(ENTER, "B", true, "C")
                .plain(ENTER, "D", true)
                .returning(ENTER, "E", false, "A")
                .plain(EXIT, "A", true)
                .plain(EXIT, "C", false)
                .plain(EXIT, "E", true);
        return b.build();
    }

    /**
     * {@link Redirector} (object mode) and {@link RedirectorSystem} (id mode): enter redirects,
     * maxTransitionsPerTick = 2.
     */
    static Machine redirector(String name, boolean idMode) {
        Machine.Builder b = Machine.builder(name, "P", "Q", "R", "S", "T").initial("P").entryPoints("S", "T")
                .maxTransitionsPerTick(2).idMode(idMode);
        new Writer(b)
                .returning(UPDATE, "P", false, "Q")
                .plain(UPDATE, "Q", true)
                .returning(UPDATE, "R", true, "P", "T")
                .returning(UPDATE, "S", true, "P")
                .plain(ENTER, "P", false)
                .returning(ENTER, "Q", true, "R", "S")
                .returning(ENTER, "R", true, "Q")
                .plain(ENTER, "S", true)
                .returning(ENTER, "T", false, "P")
                .plain(EXIT, "P", false)
                .plain(EXIT, "Q", true)
                .plain(EXIT, "T", true);
        return b.build();
    }

    /**
     * {@link Sentinel} (object mode) and {@link SentinelSystem} (id mode), issue 43: IDLE and STUNNED sleep
     * (timers only), PATROL is sliced ({@code every = 4}) with a guard, the group AWAKE has a timer and
     * ALERT a per-entity one besides. The handlers are numbered in the order the fixtures declare them.
     */
    static Machine sentinel(String name, boolean idMode) {
        Machine.Builder b = Machine.builder(name, "IDLE", "PATROL", "ALERT", "STUNNED").initial("IDLE")
                .entryPoints("STUNNED").idMode(idMode).group("AWAKE", List.of("PATROL", "ALERT"), List.of());
        Handler patrol = new Handler(1, "updatePATROL", UPDATE, true, true, List.of("IDLE"));
        new Writer(b).guard("spotted", "ALERT", "PATROL");
        b.on(patrol, "PATROL").every(patrol, 4);
        Writer w = new Writer(b);
        w.index = 2;
        w.returning(UPDATE, "ALERT", true, "PATROL", "STUNNED")
                .plain(ENTER, "IDLE", true)
                .returning(ENTER, "STUNNED", false, "IDLE")
                .plain(EXIT, "PATROL", true);
        b.after(List.of("IDLE"), "patience", "PATROL").after(List.of("AWAKE"), 2.5f, "IDLE")
                .after(List.of("ALERT"), "alertness", "PATROL").after(List.of("STUNNED"), 1f, "IDLE");
        return b.build();
    }

    /**
     * {@link Trooper} (object mode) and {@link TrooperSystem} (id mode): a statechart. COMBAT (deep history,
     * initial ARMED) holds COVER and ARMED (shallow history, initial AIM: AIM, FIRE, RELOAD); STUNNED is an
     * interrupt and an entry point, RECOVER its {@code @Back}; COMBAT and ARMED are the groups' constants,
     * COMBAT an entry point. The handlers are numbered in the order the fixtures declare them.
     */
    static Machine trooper(String name, boolean idMode) {
        Machine.Builder b = Machine.builder(name, "IDLE", "COVER", "AIM", "FIRE", "RELOAD", "STUNNED", "RECOVER",
                        "COMBAT", "ARMED")
                .initial("IDLE").entryPoints("STUNNED", "COMBAT").interrupts("STUNNED").back("RECOVER").idMode(idMode)
                .group("COMBAT", List.of("COVER"), List.of("ARMED"), "ARMED", History.DEEP)
                .group("ARMED", List.of("AIM", "FIRE", "RELOAD"), List.of(), "AIM", History.SHALLOW);
        new Writer(b)
                .guard("retreat", "IDLE", "COMBAT")
                .group("updateArmed", UPDATE, "ARMED", true, true, "COVER")
                .returning(UPDATE, "IDLE", true, "COMBAT")
                .returning(UPDATE, "COVER", true, "ARMED", "IDLE")
                .returning(UPDATE, "AIM", false, "FIRE", "COVER")
                .returning(UPDATE, "FIRE", true, "AIM", "RELOAD", "IDLE")
                .returning(UPDATE, "RELOAD", true, "AIM", "COMBAT")
                .returning(UPDATE, "STUNNED", true, "RECOVER", "COMBAT")
                .group("enterCombat", ENTER, "COMBAT", false, true)
                .group("exitArmed", EXIT, "ARMED", false, true)
                .plain(ENTER, "COVER", true)
                .returning(ENTER, "AIM", true, "COVER")
                .plain(ENTER, "STUNNED", false)
                .plain(EXIT, "IDLE", false)
                .plain(EXIT, "FIRE", true);
        return b.build();
    }
}
