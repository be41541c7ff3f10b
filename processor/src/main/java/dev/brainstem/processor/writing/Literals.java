package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * String literals in generated code, cut so that no line passes 120 characters: a long text is
 * written as literals joined by {@code +} on lines of their own, which javac folds back into one
 * constant.
 */
final class Literals {
    /** Characters of text per literal; an escaped character takes up to six. */
    private static final int CHUNK = 72;

    private Literals() {}

    /** The text as a string expression: one literal, or several joined by {@code +} (no parentheses). */
    static CodeBlock string(String text) {
        return joined(wordChunks(text, CHUNK), false);
    }

    /** Chunks of at most {@code size} chars, each cut after a space where one is in its second half. */
    private static List<String> wordChunks(String text, int size) {
        List<String> chunks = new ArrayList<>();
        int at = 0;
        while (text.length() - at > size) {
            int space = text.lastIndexOf(' ', at + size - 1);
            int end = space >= at + size / 2 ? space + 1 : at + size;
            chunks.add(text.substring(at, end));
            at = end;
        }
        if (at < text.length() || chunks.isEmpty()) {
            chunks.add(text.substring(at));
        }
        return chunks;
    }

    /**
     * A string whose chars are the states' ordinals: a set a method tests with {@code indexOf}, with
     * no field to name and no array for a class initializer to fill.
     */
    static CodeBlock ordinals(List<State> states) {
        String chars = states.stream().map(s -> String.valueOf((char) s.ordinal())).collect(Collectors.joining());
        // In parentheses, since it is called on: JavaPoet itself cuts a literal after a newline char.
        return joined(chunks(chars, 12), true);
    }

    /** Names separated by spaces, as {@code MachineInfo} and {@code StaleCheck} read them. */
    static CodeBlock names(List<String> names) {
        return string(String.join(" ", names));
    }


    private static List<String> chunks(String text, int size) {
        List<String> chunks = new ArrayList<>();
        for (int at = 0; at < text.length(); at += size) {
            chunks.add(text.substring(at, Math.min(text.length(), at + size)));
        }
        if (chunks.isEmpty()) {
            chunks.add("");
        }
        return chunks;
    }

    private static CodeBlock joined(List<String> chunks, boolean parenthesized) {
        if (chunks.size() == 1) {
            return CodeBlock.of(parenthesized ? "($S)" : "$S", chunks.get(0));
        }
        // Inside a statement, JavaPoet indents the lines after the first as continuations.
        CodeBlock.Builder code = CodeBlock.builder().add(parenthesized ? "($S" : "$S", chunks.get(0));
        for (String chunk : chunks.subList(1, chunks.size())) {
            code.add("\n+ $S", chunk);
        }
        return code.add(parenthesized ? ")" : "").build();
    }
}
