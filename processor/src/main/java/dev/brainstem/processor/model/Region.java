package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * Where one region's model stands in its machine: a machine of regions is read, checked and written
 * region by region, each region like a machine of its own enum (docs/semantics.md, "Orthogonal regions").
 *
 * @param index the region's place in {@code @StateMachine(value, regions)}: 0 for {@code value}
 * @param enums every region's enum, in order; empty for a machine without regions
 * @param leaderPrefix the machine's generated prefix ({@code Soldier}): region 0's classes are named
 *     after it, the others' after it and their enum ({@code SoldierWeaponFsm})
 * @param machineMode the machine's mode, read over every region's handlers; empty without regions
 */
public record Region(int index, List<TypeElement> enums, String leaderPrefix, Optional<Mode> machineMode) {
    public Region {
        enums = List.copyOf(enums);
    }

    /** A machine without regions. */
    public static Region none(String prefix) {
        return new Region(0, List.of(), prefix, Optional.empty());
    }

    public boolean machineHasRegions() {
        return !enums.isEmpty();
    }

    public boolean leader() {
        return index == 0;
    }

    /** The simple name of region {@code index}'s enum. */
    public String enumName(int index) {
        return enums.get(index).getSimpleName().toString();
    }

    /** The region whose enum is {@code type}, or -1. */
    public int indexOf(TypeElement type) {
        return enums.indexOf(type);
    }

    /** The generated prefix of region {@code index}: the leader's, or the leader's and its enum's. */
    public String prefixOf(int index) {
        return index == 0 ? leaderPrefix : leaderPrefix + enumName(index);
    }
}
