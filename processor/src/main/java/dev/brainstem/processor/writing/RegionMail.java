package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import java.util.List;

/**
 * A leader's one-entity mailbox in a machine of regions: a message goes to every region whose machine
 * takes its type, in region order ({@code send} refuses one no region takes), {@code droppedMessages} is
 * the sum over regions, and {@code deliver} and {@code setMessageDelivery} reach every region that takes
 * messages. For a machine without regions, and on a follower, every piece is empty.
 */
final class RegionMail {
    private final RegionClasses regions;
    /** The later regions that take messages, when the region written leads. */
    private final List<Integer> taking;

    RegionMail(RegionClasses regions) {
        this.regions = regions;
        this.taking = regions.leads() ? regions.followers().stream()
                .filter(r -> regions.graphs().get(r).hasMessages()).toList() : List.of();
    }

    /** Whether another region takes messages. */
    boolean any() {
        return !taking.isEmpty();
    }

    /** {@code  && !SoldierWeaponFsm.takes(message)}, for each other region that takes messages. */
    CodeBlock takenElsewhere() {
        CodeBlock.Builder code = CodeBlock.builder();
        taking.forEach(r -> code.add(" && !$T.takes(message)", regions.fsm(r)));
        return code.build();
    }

    /** Posts the message to each other region that takes its type. */
    CodeBlock send() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int r : taking) {
            code.beginControlFlow("if ($T.takes(message))", regions.fsm(r))
                    .addStatement("$N.send(message, delaySeconds)", regions.field(r))
                    .endControlFlow();
        }
        return code.build();
    }

    /** {@code  + weaponRegion.droppedMessages()}, for each other region that takes messages. */
    CodeBlock dropped() {
        CodeBlock.Builder code = CodeBlock.builder();
        taking.forEach(r -> code.add(" + $N.droppedMessages()", regions.field(r)));
        return code.build();
    }

    /** {@code weaponRegion.call;} for each other region that takes messages. */
    CodeBlock each(String call) {
        CodeBlock.Builder code = CodeBlock.builder();
        taking.forEach(r -> code.addStatement("$N.$L", regions.field(r), call));
        return code.build();
    }
}
