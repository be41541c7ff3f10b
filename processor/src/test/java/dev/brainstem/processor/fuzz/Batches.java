package dev.brainstem.processor.fuzz;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles many machines per javac run (each in its own package) and tells each machine's result
 * apart. javac writes no class when any file has an error, and may stop before attributing the rest,
 * so the machines without errors of their own are compiled again, without the others, until a run
 * has no error; a machine whose run crashed, or reported an error on no file, is compiled alone.
 */
final class Batches {
    private Batches() {}

    /** One machine's result. */
    record Result(MachineSpec spec, Compilation compilation, List<Diagnostic<? extends JavaFileObject>> diagnostics,
            Throwable crash, FuzzCompiler.MemoryClassLoader loader, int javacRuns) {

        List<Diagnostic<? extends JavaFileObject>> errors() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
        }

        boolean clean() {
            return crash == null && loader != null;
        }
    }

    static List<Result> compile(List<MachineSpec> specs) {
        Map<MachineSpec, Result> results = new IdentityHashMap<>();
        compileInto(specs, results, 0);
        List<Result> ordered = new ArrayList<>();
        specs.forEach(s -> ordered.add(results.get(s)));
        return ordered;
    }

    private static void compileInto(List<MachineSpec> specs, Map<MachineSpec, Result> results, int runs) {
        List<MachineSpec> pending = new ArrayList<>(specs);
        while (!pending.isEmpty()) {
            runs++;
            Compilation compilation;
            try {
                compilation = FuzzCompiler.compile(FuzzCompiler.sources(pending));
            } catch (Throwable crash) {
                if (pending.size() == 1) {
                    results.put(pending.get(0), new Result(pending.get(0), null, List.of(), crash, null, runs));
                } else {
                    for (MachineSpec spec : pending) {
                        compileInto(List.of(spec), results, runs);
                    }
                }
                return;
            }
            Map<String, List<Diagnostic<? extends JavaFileObject>>> byPackage = new HashMap<>();
            boolean unattributed = false;
            for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
                String pkg = FuzzCompiler.packageOf(d);
                if (pkg == null) {
                    unattributed |= d.getKind() == Diagnostic.Kind.ERROR;
                } else {
                    byPackage.computeIfAbsent(pkg, k -> new ArrayList<>()).add(d);
                }
            }
            if (unattributed && pending.size() > 1) {
                for (MachineSpec spec : pending) {
                    compileInto(List.of(spec), results, runs);
                }
                return;
            }
            if (compilation.status() == Compilation.Status.SUCCESS) {
                FuzzCompiler.MemoryClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
                for (MachineSpec spec : pending) {
                    results.put(spec, new Result(spec, compilation, byPackage.getOrDefault(spec.pkg, List.of()),
                            null, loader, runs));
                }
                return;
            }
            List<MachineSpec> clean = new ArrayList<>();
            for (MachineSpec spec : pending) {
                List<Diagnostic<? extends JavaFileObject>> own = byPackage.getOrDefault(spec.pkg, List.of());
                if (own.stream().anyMatch(d -> d.getKind() == Diagnostic.Kind.ERROR)
                        || (pending.size() == 1)) {
                    // A lone machine whose run failed with no error of its own keeps what it has.
                    List<Diagnostic<? extends JavaFileObject>> all = pending.size() == 1
                            ? new ArrayList<>(compilation.diagnostics()) : own;
                    results.put(spec, new Result(spec, compilation, all, null, null, runs));
                } else {
                    clean.add(spec);
                }
            }
            if (clean.size() == pending.size()) {
                // Errors, but none on these machines' files: compile each alone.
                for (MachineSpec spec : pending) {
                    compileInto(List.of(spec), results, runs);
                }
                return;
            }
            pending = clean;
        }
    }

    /** A diagnostic as one line: kind, file, line, message. */
    static String format(Diagnostic<? extends JavaFileObject> d) {
        String file = d.getSource() == null ? "(no file)" : d.getSource().toUri().getPath();
        return d.getKind() + " " + file + ":" + d.getLineNumber() + ": " + d.getMessage(null);
    }
}
