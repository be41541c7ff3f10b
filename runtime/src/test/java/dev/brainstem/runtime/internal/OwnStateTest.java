package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 41: each piece of the runtime's state has one owner. No class of {@code dev.brainstem.runtime.internal}
 * (nested ones included) has a public or protected instance field, so no class can change another's
 * state but through the methods the owner gives; generated code, which uses some of these types, calls
 * methods too.
 */
class OwnStateTest {
    @Test
    void noInternalClassOpensAnInstanceFieldToOthers() throws IOException, URISyntaxException, ClassNotFoundException {
        Path dir = Paths.get(Phase.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("dev/brainstem/runtime/internal");
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class"))
                    .map(n -> n.substring(0, n.length() - ".class".length())).sorted().collect(Collectors.toList());
        }
        assertTrue(names.size() > 30, "the package's classes were found: " + names);
        assertTrue(names.contains("Lane") && names.contains("Mailbox$Copy"), "nested classes too: " + names);
        List<String> open = new ArrayList<>();
        for (String name : names) {
            Class<?> type = Class.forName("dev.brainstem.runtime.internal." + name);
            for (Field field : type.getDeclaredFields()) {
                int m = field.getModifiers();
                if (!Modifier.isStatic(m) && (Modifier.isPublic(m) || Modifier.isProtected(m))) {
                    open.add(name + "." + field.getName());
                }
            }
        }
        assertEquals(List.of(), open, "instance fields others may read or write");
    }
}
