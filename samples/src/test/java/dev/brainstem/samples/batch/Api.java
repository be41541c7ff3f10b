package dev.brainstem.samples.batch;

import dev.brainstem.runtime.AbstractBatch;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one batch call the tests make on batches they hold as {@code AbstractBatch}: the generated
 * {@code entity(handle)} of object mode, which the runtime does not declare. Exceptions the batch
 * throws come out unwrapped.
 */
final class Api {
    private static final Map<Class<?>, Method> ENTITY = new ConcurrentHashMap<>();

    private Api() {}

    /** Object mode: the generated {@code entity(handle)}. */
    @SuppressWarnings("unchecked")
    static <E> E entity(AbstractBatch<?> batch, long handle) {
        Method m = ENTITY.computeIfAbsent(batch.getClass(), c -> {
            try {
                return c.getMethod("entity", long.class);
            } catch (NoSuchMethodException e) {
                throw new AssertionError(c.getName() + " has no entity(long)", e);
            }
        });
        try {
            return (E) m.invoke(batch, handle);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new AssertionError(e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
