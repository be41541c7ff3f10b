package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The delivery's transitions per entity: a bit for the first, a count for the rest, all forgotten on clear. */
class DeliveryMovesTest {
    @Property(tries = 200)
    void countsEachSlotsMovesUntilCleared(
            @ForAll @Size(max = 200) List<@IntRange(min = -1, max = 300) Integer> slots) {
        DeliveryMoves moves = new DeliveryMoves();
        Map<Integer, Integer> model = new HashMap<>();
        for (int slot : slots) {
            if (slot < 0) {
                moves.clear();
                model.clear();
            } else {
                moves.count(slot);
                model.merge(slot, 1, Integer::sum);
            }
            for (int s = 0; s <= 320; s++) {
                assertEquals(model.getOrDefault(s, 0), moves.of(s), "slot " + s);
            }
        }
        moves.clear();
        for (int s = 0; s <= 320; s++) {
            assertEquals(0, moves.of(s));
        }
    }
}
