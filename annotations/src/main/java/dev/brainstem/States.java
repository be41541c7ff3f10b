package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an enum as the states of a Brainstem machine.
 *
 * <pre>{@code
 * @States(initial = "IDLE")
 * public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
 * }</pre>
 *
 * <p>The enum must have at least one constant. Every constant must be reachable from the initial state
 * or an {@link EntryPoint} state through the {@code to} edges of {@link OnUpdate} and {@link OnEnter}
 * handlers; an unreachable constant is a compile error on that constant.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface States {
    /**
     * The name of the state every entity starts in. Empty (the default) means the first constant.
     * A name the enum lacks is a compile error on this value.
     */
    String initial() default "";
}
