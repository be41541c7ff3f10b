package dev.brainstem.processor.validation;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the state a misspelled name most likely meant, by edit distance. Names are compared ignoring
 * case first (so {@code "idle"} finds {@code IDLE}); among equally close candidates the one closer
 * with case counted wins, then the first declared.
 *
 * <p>A candidate is close when its case-insensitive Levenshtein distance is at most 2 or at most a
 * third of the typed name's length, and less than the typed name's length (so that {@code "GO"} does
 * not "mean" {@code UP}: replacing every letter is not a typo).
 */
public final class DidYouMean {
    /** States listed in full when nothing is close; longer enums are cut short. */
    private static final int LISTED = 12;

    private DidYouMean() {}

    /** The closest candidate, when one is close enough. */
    public static Optional<String> closest(String typed, List<String> candidates) {
        String upper = typed.toUpperCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int bestExact = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = distance(upper, candidate.toUpperCase(Locale.ROOT));
            if (!close(typed, distance)) {
                continue;
            }
            int exact = distance(typed, candidate);
            if (distance < bestDistance || distance == bestDistance && exact < bestExact) {
                best = candidate;
                bestDistance = distance;
                bestExact = exact;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The end of an unknown-name message: {@code did you mean "ALARM"?} when a state is close, else
     * the list of states.
     */
    public static String hint(String typed, List<String> candidates) {
        return hint(typed, candidates, "states");
    }

    /** As {@link #hint(String, List)}, naming the candidates {@code what}: "groups", "states and groups". */
    public static String hint(String typed, List<String> candidates, String what) {
        Optional<String> closest = closest(typed, candidates);
        if (closest.isPresent()) {
            return "did you mean \"" + closest.get() + "\"?";
        }
        if (candidates.isEmpty()) {
            return what.equals("states") ? "it has no constants" : "it has no " + what;
        }
        List<String> shown = candidates.size() > LISTED ? candidates.subList(0, LISTED) : candidates;
        return "its " + what + " are " + String.join(", ", shown)
                + (candidates.size() > LISTED ? " and " + (candidates.size() - LISTED) + " more" : "");
    }

    static boolean close(String typed, int distance) {
        return distance < typed.length() && (distance <= 2 || distance * 3 <= typed.length());
    }

    /** The Levenshtein distance: the fewest insertions, deletions and substitutions from a to b. */
    public static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
