package dev.brainstem.samples.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.MachineInfo;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Handlers whose {@code to} lists more states than the generated check compares one by one, with
 * one- and two-digit ordinals, on {@link Arsenal}. Two of the handlers are overloads of one name.
 */
class ArsenalTest {
    private static final Set<Weapon> DRAWN = EnumSet.complementOf(EnumSet.of(Weapon.HOLSTERED, Weapon.KNIFE));

    @Test
    void everyListedTargetIsAllowed() {
        for (Weapon weapon : EnumSet.complementOf(EnumSet.of(Weapon.HOLSTERED))) {
            Arsenal arsenal = new Arsenal();
            ArsenalFsm fsm = ArsenalFsm.start(arsenal);
            arsenal.script.updates(Weapon.HOLSTERED, weapon);
            assertEquals(weapon, fsm.update(1f), "HOLSTERED -> " + weapon);
        }
        for (Weapon weapon : EnumSet.complementOf(EnumSet.of(Weapon.KNIFE))) {
            Arsenal arsenal = new Arsenal();
            ArsenalFsm fsm = ArsenalFsm.start(arsenal);
            arsenal.script.updates(Weapon.HOLSTERED, Weapon.KNIFE).updates(Weapon.KNIFE, weapon);
            fsm.update(1f);
            assertEquals(weapon, fsm.update(1f), "KNIFE -> " + weapon);
        }
    }

    @Test
    void aSharedHandlersShortToIsCheckedForEachOfItsStates() {
        for (Weapon weapon : DRAWN) {
            Arsenal arsenal = new Arsenal();
            ArsenalFsm fsm = ArsenalFsm.start(arsenal);
            Weapon other = weapon == Weapon.RIFLE ? Weapon.SMG : Weapon.RIFLE;
            // holster() serves every drawn weapon, scripted under PISTOL.
            arsenal.script.updates(Weapon.HOLSTERED, weapon).updates(Weapon.PISTOL, Weapon.KNIFE, other);
            fsm.update(1f);
            assertEquals(Weapon.KNIFE, fsm.update(1f));
            arsenal.script.updates(Weapon.KNIFE, weapon);
            fsm.update(1f);
            IllegalTransitionException e = assertThrows(IllegalTransitionException.class, () -> fsm.update(1f));
            assertEquals(weapon.name(), e.state());
            assertEquals(other.name(), e.target());
            assertEquals(weapon, fsm.state());
        }
    }

    @Test
    void infoHasExactlyTheDeclaredEdges() {
        for (Weapon from : Weapon.values()) {
            Set<Weapon> allowed = from == Weapon.HOLSTERED ? EnumSet.complementOf(EnumSet.of(Weapon.HOLSTERED))
                    : from == Weapon.KNIFE ? EnumSet.complementOf(EnumSet.of(Weapon.KNIFE))
                    : EnumSet.of(Weapon.HOLSTERED, Weapon.KNIFE);
            Set<Weapon> listed = EnumSet.noneOf(Weapon.class);
            for (MachineInfo.Edge edge : ArsenalFsm.INFO.edges()) {
                assertEquals(Events.UPDATE, edge.event(), edge + ": no enter redirects, no guards");
                if (edge.from().equals(from.name())) {
                    listed.add(Weapon.valueOf(edge.to()));
                }
            }
            assertEquals(allowed, listed, from.name());
        }
    }

    @Test
    void infoListsTheEdgesInTheOrderOfTo() {
        List<String> fromHolster = ArsenalFsm.INFO.edges().stream()
                .filter(edge -> edge.from().equals("HOLSTERED")).map(edge -> edge.to()).toList();
        assertEquals(List.of("FLAMER", "PISTOL", "RIFLE", "SHOTGUN", "SMG", "SNIPER", "ROCKET", "GRENADE", "KNIFE",
                "BOW", "CROSSBOW"), fromHolster);
    }
}
