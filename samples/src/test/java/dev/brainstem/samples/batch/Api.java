package dev.brainstem.samples.batch;

import dev.brainstem.runtime.AbstractBatch;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The batch calls that take a handle, for tests that compile both against the runtime whose handles
 * are {@code int} and against issue 10's, whose handles are {@code long}: a handle is a {@code long}
 * in every test, and these calls pass it as the parameter type the batch declares. When every batch
 * takes {@code long} handles, each of these is a plain call ({@code Api.contains(b, h)} is
 * {@code b.contains(h)}) and this class can go.
 *
 * <p>With {@code int} handles, a handle that does not fit in an {@code int} fails the test with an
 * AssertionError that says so (such a handle exists only with the new runtime's layout). Exceptions
 * the batch throws come out unwrapped.
 */
final class Api {
    private Api() {}

    /** Whether the batches take {@code long} handles (issue 10) rather than {@code int} ones. */
    static final boolean LONG_HANDLES = takesLong();

    private static final Class<?> HANDLE = LONG_HANDLES ? long.class : int.class;
    private static final Method CONTAINS = method(AbstractBatch.class, "contains");
    private static final Method STATE_OF = method(AbstractBatch.class, "stateOf");
    private static final Method PREVIOUS_OF = method(AbstractBatch.class, "previousOf");
    private static final Method REMOVE = method(AbstractBatch.class, "remove");
    private static final Method TRANSITION_TO = method(AbstractBatch.class, "transitionTo", Enum.class);
    private static final Map<Class<?>, Method> ENTITY = new ConcurrentHashMap<>();

    private static boolean takesLong() {
        try {
            AbstractBatch.class.getMethod("contains", long.class);
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static Method method(Class<?> owner, String name, Class<?>... more) {
        Class<?>[] params = new Class<?>[1 + more.length];
        params[0] = HANDLE;
        System.arraycopy(more, 0, params, 1, more.length);
        try {
            return owner.getMethod(name, params);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(owner.getSimpleName() + " has no " + name + "(" + HANDLE + ", ...)", e);
        }
    }

    /** The handle as the batch's parameter type. */
    private static Object arg(long handle) {
        if (LONG_HANDLES) {
            return handle;
        }
        if (handle != (int) handle) {
            throw new AssertionError("handle " + handle + " does not fit in the int handles of today's runtime");
        }
        return (int) handle;
    }

    private static Object call(Method m, Object target, Object... args) {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new AssertionError(cause);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** The handle a batch returned or passed, as a {@code long}, whichever type it has. */
    static long handle(Object boxed) {
        return ((Number) boxed).longValue();
    }

    static boolean contains(AbstractBatch<?> batch, long handle) {
        return (Boolean) call(CONTAINS, batch, arg(handle));
    }

    @SuppressWarnings("unchecked")
    static <S extends Enum<S>> S stateOf(AbstractBatch<S> batch, long handle) {
        return (S) call(STATE_OF, batch, arg(handle));
    }

    @SuppressWarnings("unchecked")
    static <S extends Enum<S>> S previousOf(AbstractBatch<S> batch, long handle) {
        return (S) call(PREVIOUS_OF, batch, arg(handle));
    }

    static void remove(AbstractBatch<?> batch, long handle) {
        call(REMOVE, batch, arg(handle));
    }

    static <S extends Enum<S>> void transitionTo(AbstractBatch<S> batch, long handle, S state) {
        call(TRANSITION_TO, batch, arg(handle), state);
    }

    /** Object mode: the generated {@code entity(handle)}. */
    @SuppressWarnings("unchecked")
    static <E> E entity(AbstractBatch<?> batch, long handle) {
        Method m = ENTITY.computeIfAbsent(batch.getClass(), c -> method(c, "entity"));
        return (E) call(m, batch, arg(handle));
    }
}
