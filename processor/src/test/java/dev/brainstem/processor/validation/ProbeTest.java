package dev.brainstem.processor.validation;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

class ProbeTest {
    void p(String... lines) {
        String[] all = new String[lines.length + 2];
        all[0] = "package test;"; all[1] = "import dev.brainstem.*;";
        System.arraycopy(lines, 0, all, 2, lines.length);
        Compilation c = Compile.run(Sources.LIGHT, Compile.source("test.I", all));
        System.out.println("----- " + String.join(" / ", lines) + "\n" + Compile.all(c) + Compile.outputFiles(c).stream().map(f -> f.getName()).toList());
    }
    @Test
    void probe() {
        p("@StateMachine(Missing.class) class I {}");
    }
}
