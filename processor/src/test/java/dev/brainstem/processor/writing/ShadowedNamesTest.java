package dev.brainstem.processor.writing;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A class of the machine's package hides the {@code java.lang} type of the same simple name there, so
 * generated code that writes such a name unqualified stops compiling when the user has a class of that
 * name (a user class {@code Class} broke every machine with an exact-type message handler). Each machine
 * is compiled once to learn which type names its generated code writes, then again next to a class of
 * each of those names; the second compilation must succeed without a warning.
 */
class ShadowedNamesTest {
    private static final Pattern TYPE_NAME = Pattern.compile("\\b[A-Z][A-Za-z0-9]*\\b");
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?[\\w.]*\\.(\\w+);$", Pattern.MULTILINE);

    static Stream<Arguments> machines() {
        return Stream.of(
                Arguments.of("door", new String[] {"test.door.DoorState", Machines.DOOR_STATE, "test.door.Door",
                        Machines.DOOR}),
                Arguments.of("lights: id mode, settle", new String[] {"test.ids.Light", Machines.LIGHT,
                        "test.ids.Lights", Machines.LIGHTS}),
                Arguments.of("sentry: groups, guards, time in state", new String[] {"test.sentry.SentryState",
                        Machines.SENTRY_STATE, "test.sentry.Sentry", Machines.SENTRY}),
                Arguments.of("posts: groups in id mode", new String[] {"test.posts.PostState", Machines.POST_STATE,
                        "test.posts.Posts", Machines.POSTS}),
                Arguments.of("miner: messages of exact types", new String[] {"test.mail.MinerState",
                        Machines.MINER_STATE, "test.mail.Mail", Machines.MAIL, "test.mail.Miner", Machines.MINER}),
                Arguments.of("birds: messages in id mode", new String[] {"test.birds.Bird", Machines.BIRD,
                        "test.birds.Birds", Machines.BIRDS}),
                Arguments.of("ants: interrupts", new String[] {"test.ants.AntState", Machines.ANT_STATE,
                        "test.ants.Ant", Machines.ANT}),
                Arguments.of("101 states, id mode", BigMachine.sources("test.shadow.big", "Big", 101, true)),
                Arguments.of("70 states in nested groups", GroupedMachine.sources("test.shadow.grouped", 70, 10,
                        true)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("machines")
    void compilesNextToClassesNamedLikeEveryTypeItNames(String description, String[] sources) {
        Generated plain = Generated.compile(sources);
        Set<String> names = new TreeSet<>();
        plain.compilation().generatedSourceFiles().forEach(file -> names.addAll(typeNames(content(file))));
        // The user's own sources name some of these types themselves; a class of that name would break them.
        for (int i = 1; i < sources.length; i += 2) {
            names.removeAll(identifiers(sources[i]));
        }
        String pkg = sources[0].substring(0, sources[0].lastIndexOf('.'));
        List<String> withClashes = new ArrayList<>(Arrays.asList(sources));
        for (String name : names) {
            withClashes.add(pkg + "." + name);
            withClashes.add("package " + pkg + ";\n\nclass " + name + " {}\n");
        }

        Generated clashing = Generated.compile(List.of("-Xlint:all,-processing", "-Werror"),
                withClashes.toArray(String[]::new));

        assertThat(clashing.compilation()).succeededWithoutWarnings();
        assertTrue(names.containsAll(List.of("IllegalArgumentException", "IllegalStateException", "MachineInfo")),
                names.toString());
    }

    /**
     * A class named {@code java} hides the package {@code java} in a qualified name: {@code java.lang.Override},
     * which the generated code wrote for a class {@code Override} of the package, did not compile. It
     * imports the {@code java.lang} types instead.
     */
    @Test
    void compilesNextToClassesNamedJavaAndLikeJavaLangTypes() {
        Generated generated = Generated.compile(List.of("-Xlint:all,-processing", "-Werror"),
                "test.mail.MinerState", Machines.MINER_STATE, "test.mail.Mail", Machines.MAIL, "test.mail.Miner",
                Machines.MINER, "test.mail.java", "package test.mail;\n\nclass java {}\n", "test.mail.Override",
                "package test.mail;\n\nclass Override {}\n", "test.mail.Class", "package test.mail;\n\nclass Class {}\n");

        assertThat(generated.compilation()).succeededWithoutWarnings();
        String fsm = generated.source("test.mail.MinerFsm");
        assertTrue(fsm.contains("import java.lang.Class;") && fsm.contains("import java.lang.Override;"), fsm);
    }

    /**
     * The simple names of the types a generated source writes unqualified: those of {@code java.lang}
     * (which it never imports) and those it imports.
     */
    private static Set<String> typeNames(String source) {
        Set<String> names = new TreeSet<>();
        Matcher imports = IMPORT.matcher(source);
        while (imports.find()) {
            names.add(imports.group(1));
        }
        for (String identifier : identifiers(source)) {
            try {
                Class.forName("java.lang." + identifier);
                names.add(identifier);
            } catch (ClassNotFoundException e) {
                // not a java.lang type
            }
        }
        return names;
    }

    private static Set<String> identifiers(String text) {
        Set<String> identifiers = new TreeSet<>();
        Matcher matcher = TYPE_NAME.matcher(text);
        while (matcher.find()) {
            identifiers.add(matcher.group());
        }
        return identifiers;
    }

    private static String content(javax.tools.JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
