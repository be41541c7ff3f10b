package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * West World written by hand, the limit: struct-of-arrays for the miners and the wives, a switch on the state per
 * entity, and three plain int ring buffers for the messages: "hi honey" (wife ids, taken at the start of the next
 * tick, before the wives' updates), the stews in the oven ((due tick, wife id): every delay is the same two ticks,
 * so post order is due order and the ring is a time-ordered queue), and the stews for the husbands (miner ids,
 * taken before the miners' updates of the same tick). A tick: the wives, then the miners.
 */
public final class HandWestWorld implements MessageVariant, WestWorld.View {
    // Miners.
    private byte[] minerState, location;
    private int[] gold, wealth, thirst, fatigue, stews;
    // Wives.
    private byte[] wifeState;
    private boolean[] cooking;
    private int[] rng, chores, visits;
    // Messages.
    private IntRing hiHoney, oven, husbands;
    private int tick;
    private int couples;

    /** A growable ring buffer of ints. */
    static final class IntRing {
        int[] items = new int[16];
        int head, tail;

        void add(int v) {
            if (tail - head == items.length) {
                int[] bigger = new int[items.length * 2];
                for (int i = head; i < tail; i++) {
                    bigger[i - head] = items[i & items.length - 1];
                }
                tail -= head;
                head = 0;
                items = bigger;
            }
            items[tail++ & items.length - 1] = v;
        }

        boolean isEmpty() {
            return head == tail;
        }

        int peek() {
            return items[head & items.length - 1];
        }

        int peek(int ahead) {
            return items[head + ahead & items.length - 1];
        }

        int take() {
            return items[head++ & items.length - 1];
        }
    }

    @Override
    public void setUp(int entities) {
        couples = couples(entities);
        int n = couples;
        minerState = new byte[n];
        location = new byte[n];
        gold = new int[n];
        wealth = new int[n];
        thirst = new int[n];
        fatigue = new int[n];
        stews = new int[n];
        wifeState = new byte[n];
        cooking = new boolean[n];
        rng = new int[n];
        chores = new int[n];
        visits = new int[n];
        for (int i = 0; i < n; i++) {
            int[] start = minerStart(i);
            thirst[i] = start[0];
            fatigue[i] = start[1];
            wealth[i] = start[2];
            gold[i] = start[3];
            rng[i] = wifeSeed(i, n);
        }
        hiHoney = new IntRing();
        oven = new IntRing();
        husbands = new IntRing();
        tick = 0;
    }

    @Override
    public void tick() {
        tick++;
        wives();
        miners();
    }

    private void miners() {
        byte[] state = minerState;
        // The wives' stews, sent this tick.
        while (!husbands.isEmpty()) {
            int i = husbands.take();
            if (state[i] == HOME) {
                state[i] = EAT_STEW;
                stews[i]++;
            }
        }
        for (int i = 0; i < couples; i++) {
            thirst[i]++;
            switch (state[i]) {
                case HOME -> {
                    if (fatigue[i] <= TIREDNESS_THRESHOLD) {
                        state[i] = MINE;
                        location[i] = GOLD_MINE;
                    } else {
                        fatigue[i]--;
                    }
                }
                case MINE -> {
                    int g = ++gold[i];
                    fatigue[i]++;
                    if (thirst[i] >= THIRST_LEVEL) {
                        state[i] = AT_SALOON;
                        location[i] = SALOON;
                    } else if (g >= MAX_NUGGETS) {
                        state[i] = AT_BANK;
                        location[i] = BANK;
                    }
                }
                case AT_BANK -> {
                    int w = Math.max(0, wealth[i] + gold[i]);
                    wealth[i] = w;
                    gold[i] = 0;
                    if (w >= COMFORT_LEVEL) {
                        goHome(i);
                    } else {
                        state[i] = MINE;
                        location[i] = GOLD_MINE;
                    }
                }
                case AT_SALOON -> {
                    thirst[i] = 0;
                    wealth[i] -= 2;
                    state[i] = MINE;
                    location[i] = GOLD_MINE;
                }
                default -> goHome(i); // EAT_STEW
            }
        }
    }

    private void goHome(int i) {
        minerState[i] = HOME;
        if (location[i] != SHACK) {
            location[i] = SHACK;
            hiHoney.add(i);
        }
    }

    private void wives() {
        byte[] state = wifeState;
        // "Hi honey", sent by the miners last tick.
        while (!hiHoney.isEmpty()) {
            int i = hiHoney.take();
            if (state[i] != COOK_STEW) {
                state[i] = COOK_STEW;
                putStewInOven(i);
            }
        }
        // The stews due.
        while (!oven.isEmpty() && oven.peek() <= tick) {
            oven.take();
            int i = oven.take();
            if (state[i] == COOK_STEW) {
                husbands.add(i);
                cooking[i] = false;
                state[i] = HOUSEWORK;
            }
        }
        for (int i = 0; i < couples; i++) {
            int r = xorshift(rng[i]);
            rng[i] = r;
            if (bathroom(r)) {
                // In and straight back: the state stays, the stew is in the oven already if she is cooking.
                visits[i]++;
                continue;
            }
            if (state[i] == HOUSEWORK) {
                r = xorshift(r);
                rng[i] = r;
                chores[i] += 1 + chore(r);
            }
        }
    }

    private void putStewInOven(int i) {
        if (!cooking[i]) {
            cooking[i] = true;
            oven.add(tick + STEW_TICKS);
            oven.add(i);
        }
    }

    @Override
    public int entities() {
        return 2 * couples;
    }

    @Override
    public int minerState(int i) {
        return minerState[i];
    }

    @Override
    public int wifeState(int i) {
        return wifeState[i];
    }

    @Override
    public int[] miner(int i) {
        return new int[] {location[i], gold[i], wealth[i], thirst[i], fatigue[i], stews[i]};
    }

    @Override
    public int[] wife(int i) {
        return new int[] {cooking[i] ? 1 : 0, rng[i], chores[i], visits[i]};
    }

    @Override
    public int[] stateCounts() {
        return counts(couples, this);
    }

    @Override
    public long checksum() {
        return WestWorld.checksum(couples, this);
    }
}
