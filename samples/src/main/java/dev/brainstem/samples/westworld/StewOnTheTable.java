package dev.brainstem.samples.westworld;

/**
 * The wife to herself, in a town run as gdx-ai's test ({@link WestWorld#gdxAi()}): the stew has gone to her
 * husband, and he has said what he says when he hears of it, so she leaves the kitchen. gdx-ai called his
 * handler inside hers and changed her state after it; this message, delivered after the miners' delivery,
 * puts her change in the same place. It carries nothing.
 */
public final class StewOnTheTable {
    /** The one instance. */
    public static final StewOnTheTable NOW = new StewOnTheTable();

    private StewOnTheTable() {}

    @Override
    public String toString() {
        return "StewOnTheTable";
    }
}
