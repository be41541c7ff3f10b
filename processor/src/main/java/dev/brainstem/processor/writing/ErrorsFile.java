package dev.brainstem.processor.writing;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.annotation.processing.FilerException;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * {@code META-INF/brainstem/<machine class>.errors} in the class output: the errors of a machine that failed
 * its checks, a line each ({@code path:line:column: [BrainstemX] message}, UTF-8), for tools that watch the
 * class output, such as brainstem-devtools' hot reload, which then applies nothing and shows the first. A
 * later clean build of the machine empties the file, only if one is there: a project that never failed (a
 * shipped jar) has none.
 */
public final class ErrorsFile {
    private final Filer filer;

    public ErrorsFile(ProcessingEnvironment env) {
        this.filer = env.getFiler();
    }

    /** The file's path in the class output. */
    static String path(TypeElement machine) {
        return "META-INF/brainstem/" + machine.getQualifiedName() + ".errors";
    }

    /** Writes {@code errors}, a line each, as the file of {@code machine}. */
    public void write(TypeElement machine, List<String> errors) {
        try (Writer out = new OutputStreamWriter(create(machine), StandardCharsets.UTF_8)) {
            for (String error : errors) {
                out.write(error);
                out.write('\n');
            }
        } catch (FilerException alreadyWritten) {
            // The machine was processed once already in this compilation: its first file stands.
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Empties the file of {@code machine}, a clean build's, if an earlier build wrote one. */
    public void clear(TypeElement machine) {
        if (!exists(machine)) {
            return;
        }
        try {
            create(machine).close(); // empty: the machine built cleanly
        } catch (FilerException alreadyWritten) {
            // The machine was processed once already in this compilation: its first file stands.
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private OutputStream create(TypeElement machine) throws IOException {
        return filer.createResource(StandardLocation.CLASS_OUTPUT, "", path(machine), machine).openOutputStream();
    }

    private boolean exists(TypeElement machine) {
        try {
            FileObject file = filer.getResource(StandardLocation.CLASS_OUTPUT, "", path(machine));
            file.openInputStream().close();
            return true;
        } catch (IOException | IllegalArgumentException | IllegalStateException none) {
            return false;
        }
    }
}
