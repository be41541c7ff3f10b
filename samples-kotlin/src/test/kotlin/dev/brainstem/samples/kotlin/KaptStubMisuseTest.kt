package dev.brainstem.samples.kotlin

import dev.brainstem.processor.BrainstemProcessor
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths
import javax.tools.Diagnostic
import javax.tools.DiagnosticCollector
import javax.tools.JavaFileObject
import javax.tools.ToolProvider

/**
 * kapt's own stubs of the machine's classes (target/kaptStubs/compile, written by the build) handed to
 * the processor again, once as they are and once with one mistake put into them: what a Kotlin user gets
 * from the build is the processor's error on the stub's line. (The stub of GateDemo's file facade is left
 * out: its `@JvmName` is not valid on a Java class, which kapt's own compiler lets pass.)
 */
class KaptStubMisuseTest {
    private val stubs: Path = Paths.get("target", "kaptStubs", "compile")

    private fun process(edit: (String) -> String): List<Diagnostic<out JavaFileObject>> {
        val sources = MACHINE.map { stubs.resolve("dev/brainstem/samples/kotlin/$it.java") }
        sources.forEach { assertTrue(Files.isRegularFile(it), "kapt's stub $it is missing: run the build first") }
        val copies = Files.createTempDirectory("stubs")
        val files = sources.map { source ->
            val copy = copies.resolve(stubs.relativize(source).toString())
            Files.createDirectories(copy.parent)
            val text = Files.readString(source)
            Files.writeString(copy, if (source.endsWith("GateKeeper.java")) edit(text) else text)
            copy.toFile()
        }
        val javac = ToolProvider.getSystemJavaCompiler()
        val diagnostics = DiagnosticCollector<JavaFileObject>()
        javac.getStandardFileManager(diagnostics, null, null).use { files1 ->
            val classPath = System.getProperty("surefire.test.class.path") ?: System.getProperty("java.class.path")
            val options = listOf(
                "-classpath", classPath, "-proc:only", "-d", copies.toString(), "-s", copies.toString(),
            )
            val task = javac.getTask(null, files1, diagnostics, options, null, files1.getJavaFileObjectsFromFiles(files))
            task.setProcessors(listOf(BrainstemProcessor()))
            task.call()
        }
        copies.toFile().deleteRecursively()
        return diagnostics.diagnostics
    }

    private companion object {
        val MACHINE = listOf("GateState", "GateKeeper", "Password", "Flash")
    }

    private fun List<Diagnostic<out JavaFileObject>>.of(kind: Diagnostic.Kind) =
        filter { it.kind == kind }.map { it.getMessage(null) }

    @Test
    fun theStubsAsKaptWroteThemPassWithTheNote() {
        val diagnostics = process { it }
        assertEquals(emptyList<String>(), diagnostics.of(Diagnostic.Kind.ERROR))
        val notes = diagnostics.of(Diagnostic.Kind.NOTE)
        assertTrue(notes.any { it.startsWith("[BrainstemReturnsAtRunTime]") && "answered(Password)" in it }, notes.toString())
    }

    @Test
    fun aMisspeltStateIsTheProcessorsErrorOnTheStub() {
        val diagnostics = process { it.replace("""to = "CHALLENGE"""", """to = "CHALENGE"""") }
        val errors = diagnostics.filter { it.kind == Diagnostic.Kind.ERROR }
        assertEquals(1, errors.size, errors.toString())
        val error = errors.single()
        assertEquals(
            """[BrainstemUnknownState] GateState has no state "CHALENGE"; did you mean "CHALLENGE"?""",
            error.getMessage(null),
        )
        assertTrue(File(error.source.toUri()).path.endsWith("GateKeeper.java"), error.source.toString())
    }

    @Test
    fun aPrivateHandlerIsRefused() {
        val diagnostics = process { it.replace("public final void drawSword()", "private final void drawSword()") }
        val errors = diagnostics.of(Diagnostic.Kind.ERROR)
        assertEquals(1, errors.size, errors.toString())
        assertTrue(errors.single().startsWith("[BrainstemHandlerModifier] @OnEnter handler drawSword() is private"), errors.single())
        assertFalse(errors.single().contains("CHALLENGE"))
    }
}
