package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.RegionNames;
import dev.brainstem.processor.model.RegionsModel;
import dev.brainstem.processor.model.RegionsModel.Entry;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.List;
import java.util.Optional;

/**
 * The checks of a machine of regions across its regions, before each region is checked like a machine
 * of its own: what {@code value} and {@code regions} name ([BrainstemRegionNotStates]), names in two
 * regions ([BrainstemRegionClash], on the later region's constant), handlers, groups and {@code @After}s
 * naming two regions' states ([BrainstemRegionSpan]), and handlers and {@code @After}s going to or returning
 * another region's states ([BrainstemOtherRegion]); and that every region's handlers agree on the mode (one machine, one
 * mode: [BrainstemMixedModes]). What these report is left out of every region's model by the reader, so
 * the region's own checks do not report it again in other words.
 */
public final class RegionCheck {
    private RegionCheck() {}

    public static void check(RegionsModel machine, ErrorReporter reporter) {
        entries(machine, reporter);
        RegionNames names = machine.names();
        clashes(names, reporter);
        for (int r = 0; r < names.size(); r++) {
            groups(names, r, reporter);
        }
        MachineModel leader = machine.regions().isEmpty() ? null : machine.regions().get(0);
        if (leader != null) {
            for (HandlerModel handler : machine.handlers()) {
                handler(handler, names, leader, reporter);
            }
            for (AfterModel after : machine.afters()) {
                after(after, names, leader, reporter);
            }
            ModeCheck.check(leader, machine.handlers(), reporter);
        }
    }

    private static void entries(RegionsModel machine, ErrorReporter reporter) {
        for (Entry entry : machine.entries()) {
            if (entry.value().isEmpty()) {
                continue;
            }
            String type = entry.typeName();
            switch (entry.kind()) {
                case NOT_ENUM -> reporter.onValue(Message.REGION_NOT_STATES, machine.entity(), machine.annotation(),
                        entry.value().get(), type, "as a region, which is not an enum", "Name an enum of states");
                case NOT_STATES -> reporter.onValue(Message.REGION_NOT_STATES, machine.entity(), machine.annotation(),
                        entry.value().get(), type, "as a region, which is not annotated @States",
                        "Annotate it: " + Fixes.statesEnum(type));
                case REPEATED -> reporter.onValue(Message.REGION_NOT_STATES, machine.entity(), machine.annotation(),
                        entry.value().get(), type, entry.repeats() == 0 ? "in both value and regions" : "twice in regions",
                        "Remove this entry");
                default -> { }
            }
        }
    }

    /** A name of region r that an earlier region has too: on r's constant, or r's group's name. */
    private static void clashes(RegionNames names, ErrorReporter reporter) {
        for (int r = 1; r < names.size(); r++) {
            StatesModel later = names.region(r);
            for (int earlier = 0; earlier < r; earlier++) {
                StatesModel first = names.region(earlier);
                for (State state : later.states()) {
                    if (first.knows(state.name()) && later.findGroup(state.name()).isEmpty()) {
                        reporter.onElement(Message.REGION_CLASH, state.element(), state.name(),
                                what(first, state.name()), first.enumName(), "a state", later.enumName());
                    }
                }
                for (GroupModel group : later.groups()) {
                    if (first.knows(group.name())) {
                        reporter.onValue(Message.REGION_CLASH, later.enumType(), group.annotation(), group.nameValue(),
                                group.name(), what(first, group.name()), first.enumName(), "a group", later.enumName());
                    }
                }
            }
        }
    }

    private static String what(StatesModel region, String name) {
        return region.findGroup(name).isPresent() ? "a group" : "a state";
    }

    /** Names of another region in region r's groups, on the name. */
    private static void groups(RegionNames names, int r, ErrorReporter reporter) {
        StatesModel region = names.region(r);
        for (GroupModel group : region.groups()) {
            for (StateRef ref : concat(group.states(), group.groups())) {
                if (names.othersOnly(ref.name(), r)) {
                    String other = names.region(names.regionsOf(ref.name()).get(0)).enumName();
                    reporter.onValue(Message.REGION_SPAN, region.enumType(), group.annotation(), ref.value(),
                            "@StateGroup " + group.name() + " of " + region.enumName(),
                            "names " + ref.name() + " of region " + other, "a group",
                            "Declare a group of " + other + "'s states on " + other);
                }
            }
        }
    }

    private static void handler(HandlerModel handler, RegionNames names, MachineModel leader, ErrorReporter reporter) {
        String annotation = handler.event().annotationName();
        String who = "@" + annotation + " handler " + Text.handler(handler, leader);
        if (handler.isMessage() && handler.states().isEmpty()) {
            String type = handler.messageType().map(m -> m.simpleName()).orElse("its messages");
            reporter.onAnnotation(Message.REGION_SPAN, handler.method(), handler.annotation(), who,
                    "names no state, so it would take " + type + " in any state of every region", "a handler",
                    "Name the states or groups of the region that takes it: for example value = "
                            + Text.names(names.region(0).servable()));
            return;
        }
        int own = names.regionOf(handler);
        String ownName = names.region(own).enumName();
        Optional<StateRef> spanning = names.spanning(handler);
        if (spanning.isPresent()) {
            StateRef first = handler.states().stream().filter(ref -> names.regionsOf(ref.name()).contains(own))
                    .findFirst().orElseThrow();
            StateRef other = spanning.get();
            reporter.onValue(Message.REGION_SPAN, handler.method(), handler.annotation(), other.value(), who,
                    "names " + first.name() + " of region " + ownName + " and " + other.name() + " of region "
                            + regionName(names, other.name()),
                    handler.isGuard() ? "a guard" : "a handler", "Split it into one handler per region");
            return;
        }
        for (StateRef target : names.otherTargets(handler)) {
            String other = regionName(names, target.name());
            reporter.onValue(Message.OTHER_REGION, handler.method(), handler.annotation(), target.value(),
                    who, ownName, "its `to` names " + target.name() + ", a state of region " + other, "a handler",
                    "Change " + other + " from a guard or handler of " + other + "'s states, which may read @Current "
                            + ownName);
        }
        names.otherReturn(handler).ifPresent(returned -> reporter.onElement(Message.OTHER_REGION, handler.method(),
                who, ownName, "it returns " + names.region(returned).enumName() + ", region "
                        + names.region(returned).enumName() + "'s states", "a handler", "Return " + ownName + " (or void)"));
    }

    /** An {@code @After} naming two regions' states, or leading to another region's: on the name. */
    private static void after(AfterModel after, RegionNames names, MachineModel leader, ErrorReporter reporter) {
        String ownName = names.region(names.regionOf(after)).enumName();
        Optional<StateRef> spanning = names.spanning(after);
        if (spanning.isPresent()) {
            StateRef first = after.states().stream().filter(ref -> !names.othersOnly(ref.name(), names.regionOf(after)))
                    .findFirst().orElseThrow();
            reporter.onValue(Message.REGION_SPAN, leader.entity(), after.annotation(), spanning.get().value(),
                    Text.after(after), "names " + first.name() + " of region " + ownName + " and "
                            + spanning.get().name() + " of region " + regionName(names, spanning.get().name()),
                    "an @After", "Split it into one @After per region");
            return;
        }
        names.otherTarget(after).ifPresent(to -> reporter.onValue(Message.OTHER_REGION, leader.entity(),
                after.annotation(), to.value(), Text.after(after), ownName, "its `to` names " + to.name()
                        + ", a state of region " + regionName(names, to.name()), "a timed transition",
                "Time a state of " + regionName(names, to.name()) + " with an @After of its own"));
    }

    private static String regionName(RegionNames names, String name) {
        return names.region(names.regionsOf(name).get(0)).enumName();
    }

    private static List<StateRef> concat(List<StateRef> a, List<StateRef> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
