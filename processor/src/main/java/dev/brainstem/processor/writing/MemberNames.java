package dev.brainstem.processor.writing;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.State;

/**
 * The names of the generated members that are made from the user's names, all here and all by one
 * rule, so that whatever the user calls states, groups and message types no two generated names are
 * the same and none is a keyword (a group {@code t} once made the method {@code int}; groups
 * {@code ZONE4} and {@code ZONE424} once made the same split method):
 *
 * <ul>
 * <li>A method that stands for one element of the user's is {@code <stem><number>_<name>}: a fixed stem
 *     of letters saying what it does, the element's number (a state's ordinal, a group's place among
 *     the enum's groups, a message type's place among the machine's), an underscore, and the user's
 *     name for the reader: {@code decide3_SEARCH}, {@code in0_AGGRO}, {@code deliverExact1_Shout}.
 * <li>A method that a switch too big for one is split into is {@code <method>_<first>To<last>}: the
 *     method it is part of and the ordinals of the states it covers, {@code onUpdate_256To511},
 *     {@code in2_ZONE4_240To255}.
 * <li>A public key constant is {@code <STATE>_<EVENT>}, {@code IDLE_UPDATE}: part of the API, and
 *     unique by itself, since no event's name ends in another's.
 * </ul>
 *
 * Every other generated method has a fixed name of letters only ({@code dispatch}, {@code follow}).
 * Why no two collide: the stem and a fixed name are letters only, so what follows them tells the
 * kinds apart (a digit, an underscore, nothing); the number runs up to the first underscore and,
 * with the stem, names exactly one element, whose split methods differ in their ordinals; and a name
 * with a digit or an underscore in it is no keyword. The number also keeps a user's name free to
 * end in digits or hold underscores.
 */
final class MemberNames {
    private MemberNames() {}

    /** The packed key constant of {@code state}'s handler of {@code event}. */
    static String key(Event event, State state) {
        return state.name() + "_" + event.name();
    }

    /** A settling machine's (or the batch's) decision of an entity in {@code state}. */
    static String decision(State state) {
        return element("decide", state.ordinal(), state.name());
    }

    /** The batch's loop over the entities in {@code state}. */
    static String loop(State state) {
        return element("update", state.ordinal(), state.name());
    }

    /** Whether a state is in {@code group}. */
    static String membership(Group group) {
        return element("in", group.index(), group.name());
    }

    /** The delivery of a message whose class is exactly message type {@code number}, {@code simpleName}. */
    /** The method that finds where entering a history group by its name leads. */
    static String groupEntry(Group group) {
        return element("enter", group.index(), group.name());
    }

    static String exactDelivery(int number, String simpleName) {
        return element("deliverExact", number, simpleName);
    }

    /** The part of {@code method} that handles the states of ordinals {@code first} to {@code last}. */
    static String part(String method, int first, int last) {
        return method + "_" + first + "To" + last;
    }

    private static String element(String stem, int number, String name) {
        return stem + number + "_" + name;
    }
}
