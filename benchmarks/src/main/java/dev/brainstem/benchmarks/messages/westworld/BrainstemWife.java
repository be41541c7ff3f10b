package dev.brainstem.benchmarks.messages.westworld;

import static dev.brainstem.benchmarks.messages.westworld.WestWorld.*;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The wife in Brainstem object mode: gdx-ai's Elsa with her husband's handle and her own. The same handlers as
 * {@link BrainstemWives}. Brainstem generates {@code BrainstemWifeBatch} from it.
 */
@StateMachine(WifeState.class)
public final class BrainstemWife {
    boolean cooking;
    int rng, chores, visits;
    WifeState before;
    /** Her husband's handle in the miners' batch, her own in hers, and the two batches. */
    long husband, self;
    BrainstemMinerBatch miners;
    BrainstemWifeBatch wives;

    BrainstemWife(int couple, int couples) {
        rng = wifeSeed(couple, couples);
    }

    @OnUpdate(value = "CHORES", to = "BATHROOM")
    WifeState mightNeedTheBathroom(@Current WifeState state) {
        int r = xorshift(rng);
        rng = r;
        if (bathroom(r)) {
            before = state;
            return WifeState.BATHROOM;
        }
        return null;
    }

    @OnUpdate("HOUSEWORK")
    void houseWork() {
        int r = xorshift(rng);
        rng = r;
        chores += 1 + chore(r);
    }

    @OnEnter(value = "BATHROOM", to = {"HOUSEWORK", "COOK_STEW"})
    WifeState relief() {
        visits++;
        return before;
    }

    @OnMessage(to = "COOK_STEW")
    WifeState hiHoney(HiHoney hi) {
        return WifeState.COOK_STEW;
    }

    @OnEnter("COOK_STEW")
    void putStewInOven() {
        if (!cooking) {
            cooking = true;
            wives.send(self, StewReady.INSTANCE, STEW_DELAY);
        }
    }

    @OnMessage(value = "COOK_STEW", to = "HOUSEWORK")
    WifeState stewReady(StewReady stew) {
        miners.send(husband, StewReady.INSTANCE);
        cooking = false;
        return WifeState.HOUSEWORK;
    }
}
