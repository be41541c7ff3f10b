package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Which region each name belongs to, machine-wide: a handler, guard, group, {@code @OnMessage} or
 * {@code @After} belongs to the region of the states and groups it names. The one place that decides a handler's
 * region, for the reader (which gives each region its handlers) and the region checks (which report
 * what spans regions).
 *
 * <p><b>By decision,</b> a handler belongs to the region of the first name of its {@code value} (a
 * guard's {@code from}) that some region knows; when none is known, of its {@code to}'s first; when
 * neither is, to region 0, whose checks then report the unknown names.
 */
public final class RegionNames {
    private final List<StatesModel> regions;

    public RegionNames(List<StatesModel> regions) {
        this.regions = List.copyOf(regions);
    }

    public int size() {
        return regions.size();
    }

    public StatesModel region(int index) {
        return regions.get(index);
    }

    /** The regions that have a state or group of this name, in order. */
    public List<Integer> regionsOf(String name) {
        List<Integer> found = new ArrayList<>();
        for (int r = 0; r < regions.size(); r++) {
            if (regions.get(r).knows(name)) {
                found.add(r);
            }
        }
        return found;
    }

    /** Whether the name is not region {@code index}'s but another region's. */
    public boolean othersOnly(String name, int index) {
        List<Integer> in = regionsOf(name);
        return !in.isEmpty() && !in.contains(index);
    }

    /** The region {@code handler} belongs to (see the class's decision). */
    public int regionOf(HandlerModel handler) {
        return regionOf(handler.states(), handler.targets());
    }

    /** The region an {@code @After} belongs to: as a handler's, by its {@code value}, else its {@code to}. */
    public int regionOf(AfterModel after) {
        return regionOf(after.states(), after.to().stream().toList());
    }

    private int regionOf(List<StateRef> states, List<StateRef> targets) {
        for (List<StateRef> refs : List.of(states, targets)) {
            for (StateRef ref : refs) {
                List<Integer> in = regionsOf(ref.name());
                if (!in.isEmpty()) {
                    return in.get(0);
                }
            }
        }
        return 0;
    }

    /** The first name of {@code handler}'s {@code value} (or {@code from}) that is another region's than its own. */
    public Optional<StateRef> spanning(HandlerModel handler) {
        int own = regionOf(handler);
        return handler.states().stream().filter(ref -> othersOnly(ref.name(), own)).findFirst();
    }

    /** The first name of {@code after}'s {@code value} that is another region's than its own. */
    public Optional<StateRef> spanning(AfterModel after) {
        int own = regionOf(after);
        return after.states().stream().filter(ref -> othersOnly(ref.name(), own)).findFirst();
    }

    /** {@code after}'s {@code to}, when it names another region's state than its own. */
    public Optional<StateRef> otherTarget(AfterModel after) {
        int own = regionOf(after);
        return after.to().filter(ref -> othersOnly(ref.name(), own));
    }

    /** Whether a machine of regions leaves {@code after} out of every region: it names two regions' states. */
    public boolean excluded(AfterModel after) {
        return spanning(after).isPresent() || otherTarget(after).isPresent();
    }

    /** The names of {@code handler}'s {@code to} that are another region's than its own. */
    public List<StateRef> otherTargets(HandlerModel handler) {
        int own = regionOf(handler);
        return handler.targets().stream().filter(ref -> othersOnly(ref.name(), own)).toList();
    }

    /** The region whose enum {@code handler} returns, when it is another than its own. */
    public Optional<Integer> otherReturn(HandlerModel handler) {
        int returned = regionOfType(handler.returnType());
        return returned >= 0 && returned != regionOf(handler) ? Optional.of(returned) : Optional.empty();
    }

    /** The region whose enum {@code type} is, or -1. */
    public int regionOfType(TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED) {
            return -1;
        }
        for (int r = 0; r < regions.size(); r++) {
            if (((DeclaredType) type).asElement().equals(regions.get(r).enumType())) {
                return r;
            }
        }
        return -1;
    }

    /**
     * Whether a machine of regions leaves {@code handler} out of every region: it names two regions'
     * states, goes to or returns another region's, or is an {@code @OnMessage} of any state, which names
     * no region (the region checks report each).
     */
    public boolean excluded(HandlerModel handler) {
        return spanning(handler).isPresent() || !otherTargets(handler).isEmpty() || otherReturn(handler).isPresent()
                || handler.isMessage() && handler.states().isEmpty();
    }
}
