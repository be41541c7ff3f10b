package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The delivery's transitions per entity: a bit for the first, a count for the rest, the most of any one entity,
 * all forgotten on clear.
 */
class DeliveryMovesTest {
    @Property(tries = 200)
    void countsEachSlotsMovesUntilCleared(
            @ForAll @Size(max = 200) List<@IntRange(min = -1, max = 902) Integer> steps) {
        DeliveryMoves moves = new DeliveryMoves();
        Map<Integer, Integer> model = new HashMap<>();
        for (int step : steps) {
            if (step < 0) {
                moves.clear();
                model.clear();
            } else {
                // A message's handlers made 1 to 3 transitions of the entity in the slot.
                int slot = step / 3;
                int made = step % 3 + 1;
                moves.count(slot, made);
                model.merge(slot, made, Integer::sum);
            }
            for (int s = 0; s <= 320; s++) {
                assertEquals(model.getOrDefault(s, 0), moves.of(s), "slot " + s);
            }
            assertEquals(model.values().stream().mapToInt(Integer::intValue).max().orElse(0), moves.most(), "most");
        }
        moves.clear();
        for (int s = 0; s <= 320; s++) {
            assertEquals(0, moves.of(s));
        }
        assertEquals(0, moves.most());
    }
}
