package dev.brainstem.devtools;

import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;

/**
 * What a live reload changed in a machine's description, for the console line: the edges gained and
 * lost ({@code +CHASE->FLEE}), guards that changed order, the groups whose states changed. Bodies only
 * when the description is the same.
 */
final class DescriptionDiff {
    /** Past this many edges a line says how many more. */
    private static final int EDGES_SHOWN = 4;

    private DescriptionDiff() {}

    static String describe(MachineInfo was, MachineInfo now) {
        List<String> parts = new ArrayList<>();
        List<String> edgesWas = edges(was);
        List<String> edgesNow = edges(now);
        List<String> changed = new ArrayList<>();
        for (String edge : minus(edgesNow, edgesWas)) {
            changed.add("+" + edge);
        }
        for (String edge : minus(edgesWas, edgesNow)) {
            changed.add("-" + edge);
        }
        if (!changed.isEmpty()) {
            int shown = Math.min(EDGES_SHOWN, changed.size());
            parts.add("edges " + String.join(" ", changed.subList(0, shown))
                    + (changed.size() > shown ? " and " + (changed.size() - shown) + " more" : ""));
        } else if (!was.edges().toString().equals(now.edges().toString())) {
            parts.add("guards reordered");
        }
        for (MachineInfo.Group group : now.groups()) {
            MachineInfo.Group before = was.group(group.name());
            if (before != null && !before.states().equals(group.states())) {
                parts.add(group.name() + " now " + String.join(" ", group.states()));
            }
        }
        // regions() lists the machine itself first.
        for (int r = 1; r < Math.min(was.regions().size(), now.regions().size()); r++) {
            String region = describe(was.regions().get(r), now.regions().get(r));
            if (!region.equals(BODIES)) {
                parts.add("region " + now.regions().get(r).name() + ": " + region);
            }
        }
        return parts.isEmpty() ? BODIES : String.join("; ", parts);
    }

    static final String BODIES = "bodies";

    private static List<String> edges(MachineInfo info) {
        List<String> edges = new ArrayList<>();
        for (MachineInfo.Edge edge : info.edges()) {
            edges.add(edge.from() + "->" + edge.to());
        }
        return edges;
    }

    /** {@code a} less one of each of {@code b}'s items: a multiset difference. */
    private static List<String> minus(List<String> a, List<String> b) {
        List<String> rest = new ArrayList<>(a);
        for (String item : b) {
            rest.remove(item);
        }
        return rest;
    }
}
