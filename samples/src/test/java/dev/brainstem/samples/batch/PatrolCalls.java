package dev.brainstem.samples.batch;

/**
 * What the two-region fixtures' handlers call ({@link RegionsDriver}): handler {@code handler} of entity
 * {@code key}, the other region's state ({@code @Current}) as an ordinal (-1: null, not entered yet),
 * {@code arg} an enter's {@code from} or an exit's {@code to} (-1: null, -2: none), {@code dt} (-1: none),
 * {@code letter} a message's serial ({@link #NO_LETTER}: none). Returns the ordinal to go to, or -1 to stay (false for a guard).
 */
@FunctionalInterface
interface PatrolCalls {
    int NONE = -2;
    int NO_LETTER = Integer.MIN_VALUE;

    int call(int key, int handler, int other, int arg, float dt, int letter);

    static int o(Enum<?> state) {
        return state == null ? -1 : state.ordinal();
    }
}
