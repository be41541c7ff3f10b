package dev.brainstem.inspector.trooper;

import dev.brainstem.runtime.MachineInfo;

/**
 * A machine of two orthogonal regions for the inspector's tests, its batches written by hand as the
 * processor writes a machine of regions (the leader creates its follower and links it): the legs
 * (region {@code Troopers}) of every entity whose id is no multiple of 3 go IDLE, WALK, RUN, IDLE... one
 * state a tick; the weapon (region {@code Troopers.Weapon}) of every even id goes READY, AIM, FIRE, READY...
 */
public final class Troopers extends CyclingBatch<Troopers.Legs> {
    /** Region 0's states. */
    public enum Legs { IDLE, WALK, RUN }

    /** Region 1's states. */
    public enum Weapon { READY, AIM, FIRE }

    /** The weapon region's description, as its batch and the machine's hold it. */
    static final MachineInfo WEAPON = cycle("Troopers.Weapon", "READY", "AIM", "FIRE");

    /** The weapon region's batch, a follower. */
    static final class Weapons extends CyclingBatch<Weapon> {
        Weapons() {
            super(WEAPON, Weapon.values());
        }

        @Override
        boolean moves(int id) {
            return id % 2 == 0;
        }
    }

    public Troopers() {
        super(cycle("Troopers", "IDLE", "WALK", "RUN").withRegions(WEAPON), Legs.values());
        linkRegions(new Weapons());
    }

    /** Adds {@code id}: IDLE and READY. */
    public long add(int id) {
        return addId(id, Legs.IDLE);
    }

    @Override
    boolean moves(int id) {
        return id % 3 != 0;
    }
}
