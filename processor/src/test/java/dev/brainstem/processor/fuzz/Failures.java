package dev.brainstem.processor.fuzz;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;

/**
 * The failures of a fuzz run, grouped by kind, each with the seed that replays it; the sources of a
 * failing case (the user's and the generated) are written under the dump directory.
 */
final class Failures {
    record Failure(long seed, String kind, String message) {}

    private final FuzzConfig config;
    private final String replayProperty;
    private final List<Failure> failures = new ArrayList<>();
    private final Map<String, Integer> kinds = new TreeMap<>();

    Failures(FuzzConfig config, String replayProperty) {
        this.config = config;
        this.replayProperty = replayProperty;
    }

    synchronized void add(MachineSpec spec, String kind, String message, Compilation compilation) {
        failures.add(new Failure(spec.seed, kind, message));
        kinds.merge(kind, 1, Integer::sum);
        dump(spec, message, compilation);
    }

    synchronized boolean isEmpty() {
        return failures.isEmpty();
    }

    synchronized int count() {
        return failures.size();
    }

    synchronized Map<String, Integer> kinds() {
        return new TreeMap<>(kinds);
    }

    synchronized String report(int shown) {
        StringBuilder out = new StringBuilder();
        out.append(failures.size()).append(" failing cases (run seed ").append(FuzzConfig.hex(config.runSeed()))
                .append("), by kind: ").append(kinds).append('\n');
        for (int i = 0; i < Math.min(shown, failures.size()); i++) {
            Failure f = failures.get(i);
            String message = f.message().length() > 6000 ? f.message().substring(0, 6000) + "\n[...]" : f.message();
            out.append("\n=== ").append(f.kind()).append(", seed ").append(FuzzConfig.hex(f.seed()))
                    .append(" (replay: -D").append(replayProperty).append('=').append(FuzzConfig.hex(f.seed()))
                    .append(", sources in ").append(config.dump().resolve(FuzzConfig.hex(f.seed())).toAbsolutePath())
                    .append(")\n").append(message).append('\n');
        }
        return out.toString();
    }

    private void dump(MachineSpec spec, String message, Compilation compilation) {
        try {
            Path dir = config.dump().resolve(FuzzConfig.hex(spec.seed));
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("failure.txt"), message);
            for (Map.Entry<String, String> file : SourceEmitter.emit(spec).entrySet()) {
                Files.writeString(dir.resolve(file.getKey() + ".java"), file.getValue());
            }
            if (compilation != null && compilation.status() == Compilation.Status.SUCCESS) {
                String prefix = "/SOURCE_OUTPUT/" + (spec.pkg.isEmpty() ? "" : spec.pkg.replace('.', '/') + "/");
                for (JavaFileObject file : compilation.generatedSourceFiles()) {
                    String path = file.toUri().getPath();
                    if (path.startsWith(prefix) && path.indexOf('/', prefix.length()) < 0) {
                        Files.writeString(dir.resolve("generated." + path.substring(prefix.length())),
                                file.getCharContent(true));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
