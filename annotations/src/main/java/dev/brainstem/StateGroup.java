package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a set of states (the action game's {@code RANGE_AGGRO_BEGIN .. RANGE_AGGRO_END}) so that
 * handlers can serve the whole set: its {@link OnEnter} runs when an entity crosses into the group,
 * its {@link OnExit} when it crosses out, and its {@link OnUpdate} each tick on top of (before) the
 * member state's own. Moving between two states of the group runs neither the group's exit nor its
 * enter.
 *
 * <pre>{@code
 * @States(initial = "IDLE")
 * @StateGroup(name = "AGGRO", states = {"ALARM", "PURSUIT", "SEARCH"})
 * public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH }
 *
 * @OnEnter("AGGRO") void startMusic() { music.play(COMBAT); }
 * @OnExit("AGGRO")  void stopMusic()  { music.stop(COMBAT); }
 * }</pre>
 *
 * <p>Groups nest through {@link #groups()}: a group's members are its states and those of its nested
 * groups. A transition from S to T runs S's exit, then the exits of the groups S leaves (innermost
 * first), then T's groups' enters (outermost first), then T's enter. Groups form a tree: a state or a
 * group is in at most one group, no group contains itself, none is empty, and a group's name is a
 * Java identifier that is no state's and no other group's; each is a compile error otherwise. A
 * handler serves a group or states of it, not both (it would run twice for them). A handler's {@code value} and a
 * guard's {@code from} may name groups.
 *
 * <p>A group with an {@link #initial()} can be entered: a {@code to} may name it, and a constant of the
 * enum with the group's name (the group's constant, a pseudo-state no entity is ever in) lets a handler
 * return it and game code pass it to {@code transitionTo} or {@code add}. Entering it enters its
 * history's state when it has {@link #history()} and one is kept, else its initial member (a nested
 * group in turn by its name):
 *
 * <pre>{@code
 * @StateGroup(name = "COMBAT", initial = "AIM", history = History.DEEP, states = {"AIM", "FIRE", "RELOAD"})
 * public enum SoldierState { PATROL, AIM, FIRE, RELOAD, @Interrupt STUNNED, @Back RESUME, COMBAT }
 * }</pre>
 *
 * <p>Group enter and exit handlers are {@code void}; group update handlers may return a state, listed
 * in their {@code to}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(StateGroups.class)
public @interface StateGroup {
    /** The group's name, used in handlers' {@code value} and guards' {@code from}. */
    String name();

    /** The states directly in the group. */
    String[] states() default {};

    /** The groups nested in this one. */
    String[] groups() default {};
    /**
     * The direct member (a state, or a group nested in this one) that entering the group by its name
     * enters when its history holds nothing; empty: the group cannot be entered by name.
     */
    String initial() default "";
    /** What entering the group by its name resumes; {@link History#NONE} by default. Needs an {@link #initial()}. */
    History history() default History.NONE;
}
