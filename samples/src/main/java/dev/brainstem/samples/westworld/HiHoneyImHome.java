package dev.brainstem.samples.westworld;

/**
 * "Hi honey, I'm home": a miner to his wife when he walks into the shack (gdx-ai's
 * {@code MessageType.HI_HONEY_I_M_HOME}). A Brainstem message is an object whose class picks the
 * handler, so what gdx-ai's telegram carried beside its int (the sender) is a field: the miner's handle
 * in the miners' batch, where the wife sends the stew when it is ready.
 */
public final class HiHoneyImHome {
    /** The sender: the miner's handle in {@link WestWorld#miners()}. */
    public final long miner;

    public HiHoneyImHome(long miner) {
        this.miner = miner;
    }

    @Override
    public String toString() {
        return "HiHoneyImHome[miner " + miner + "]";
    }
}
