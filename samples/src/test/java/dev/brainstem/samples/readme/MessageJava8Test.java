package dev.brainstem.samples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * Generated code is plain Java 8: a machine with an {@code @OnMessage} handler compiles at
 * {@code --release 8}, as the README's examples do.
 *
 * <p>Failed before the fix: the generated {@code XFsm.deliver} used {@code instanceof} patterns (Java
 * 16); it now tests and casts.
 */
class MessageJava8Test {
    @Test
    void aMessageMachineCompilesAtRelease8() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("Post.java", "package example.post;\n\nimport dev.brainstem.*;\n\n"
                + "@States\npublic enum Post { WAITING, READING }\n");
        sources.put("Letter.java", "package example.post;\n\npublic final class Letter { }\n");
        sources.put("Reader.java", "package example.post;\n\nimport dev.brainstem.*;\n\n"
                + "@StateMachine(Post.class)\npublic class Reader {\n    int piled;\n\n"
                + "    @OnMessage(value = \"WAITING\", to = \"READING\")\n"
                + "    Post open(Letter letter) { return Post.READING; }\n\n"
                + "    @OnMessage\n    void pile(Letter letter) { piled++; }\n}\n");
        InMemoryJavac.Result result = InMemoryJavac.compile(sources);
        List<String> problems = new ArrayList<>(result.messages(Diagnostic.Kind.ERROR, true));
        assertEquals(List.of(), problems);
        assertTrue(result.success());
    }
}
