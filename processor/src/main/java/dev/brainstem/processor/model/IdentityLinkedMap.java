package dev.brainstem.processor.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A map in insertion order whose keys are compared by identity: the graph's maps are keyed by handler
 * records, whose own {@code equals} and {@code hashCode} read all of their lists and mirrors (and two
 * handlers are never one, since each is read from its own method). No key is ever removed.
 */
final class IdentityLinkedMap<K, V> extends AbstractMap<K, V> {
    private final Map<K, V> values = new IdentityHashMap<>();
    private final List<K> order = new ArrayList<>();

    @Override
    public V put(K key, V value) {
        if (!values.containsKey(key)) {
            order.add(key);
        }
        return values.put(key, value);
    }

    @Override
    public V get(Object key) {
        return values.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return values.containsKey(key);
    }

    @Override
    public int size() {
        return order.size();
    }

    @Override
    public Set<Entry<K, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<K, V>> iterator() {
                Iterator<K> keys = order.iterator();
                return new Iterator<>() {
                    @Override
                    public boolean hasNext() {
                        return keys.hasNext();
                    }

                    @Override
                    public Entry<K, V> next() {
                        K key = keys.next();
                        return new SimpleImmutableEntry<>(key, values.get(key));
                    }
                };
            }

            @Override
            public int size() {
                return order.size();
            }
        };
    }
}
