package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The wives as a Brainstem id-mode system: wife {@code id} is couple {@code id}, her husband is id {@code id} of
 * the miners' batch. Brainstem generates {@code BrainstemWivesBatch} from it.
 */
@StateMachine(WifeState.class)
public final class BrainstemWives {
    final boolean[] cooking;
    final int[] rng, chores, visits;
    /** The state to go back to from the bathroom (gdx-ai's previous state). */
    final byte[] before;
    /** Where the husbands are, to say the stew is ready. */
    BrainstemMinersBatch miners;
    /** The wives' own batch, for the stew's reminder. */
    BrainstemWivesBatch self;

    public BrainstemWives(int couples) {
        cooking = new boolean[couples];
        rng = new int[couples];
        chores = new int[couples];
        visits = new int[couples];
        before = new byte[couples];
        for (int i = 0; i < couples; i++) {
            rng[i] = wifeSeed(i, couples);
        }
    }

    /** gdx-ai's GLOBAL_STATE update: one in ten, the bathroom. */
    @OnUpdate(value = "CHORES", to = "BATHROOM")
    WifeState mightNeedTheBathroom(int id, @Current WifeState state) {
        int r = xorshift(rng[id]);
        rng[id] = r;
        if (bathroom(r)) {
            before[id] = (byte) state.ordinal();
            return WifeState.BATHROOM;
        }
        return null;
    }

    @OnUpdate("HOUSEWORK")
    void houseWork(int id) {
        int r = xorshift(rng[id]);
        rng[id] = r;
        chores[id] += 1 + chore(r);
    }

    /** In and straight back out, as gdx-ai's bathroom update reverts at once. */
    @OnEnter(value = "BATHROOM", to = {"HOUSEWORK", "COOK_STEW"})
    WifeState relief(int id) {
        visits[id]++;
        return before[id] == COOK_STEW ? WifeState.COOK_STEW : WifeState.HOUSEWORK;
    }

    /** gdx-ai's GLOBAL_STATE onMessage. */
    @OnMessage(to = "COOK_STEW")
    WifeState hiHoney(int id, HiHoney hi) {
        return WifeState.COOK_STEW;
    }

    @OnEnter("COOK_STEW")
    void putStewInOven(int id) {
        if (!cooking[id]) {
            cooking[id] = true;
            self.send(id, StewReady.INSTANCE, STEW_DELAY);
        }
    }

    @OnMessage(value = "COOK_STEW", to = "HOUSEWORK")
    WifeState stewReady(int id, StewReady stew) {
        miners.send(id, StewReady.INSTANCE);
        cooking[id] = false;
        return WifeState.HOUSEWORK;
    }
}
