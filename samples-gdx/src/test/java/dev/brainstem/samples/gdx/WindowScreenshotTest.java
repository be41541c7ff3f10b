package dev.brainstem.samples.gdx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The real LWJGL3 game in a window: a child JVM on an X display (an Xvfb of its own when DISPLAY is
 * unset) with Mesa's software OpenGL, which draws 300 frames and saves the last as PNG, and beside it
 * where each creature was. The picture must hold the grass, and a creature's colour at each creature.
 * With {@code -Dbrainstem.updateScreenshot=true} it is copied to docs/gdx-game.png.
 */
class WindowScreenshotTest {
    static final Path SHOT = Paths.get("target", "gdx-game.png").toAbsolutePath();

    @Test
    void theGameDrawsTheMeadowAndItsCreatures() throws Exception {
        Files.deleteIfExists(SHOT);
        String display = System.getenv("DISPLAY");
        Process xvfb = null;
        try {
            if (display == null || display.isEmpty()) {
                display = freeDisplay();
                xvfb = startXvfb(display);
            }
            runGame(display);
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
                if (!xvfb.waitFor(5, TimeUnit.SECONDS)) {
                    xvfb.destroyForcibly();
                }
            }
        }
        BufferedImage image = ImageIO.read(SHOT.toFile());
        assertEquals((int) Meadow.WIDTH, image.getWidth());
        assertEquals((int) Meadow.HEIGHT, image.getHeight());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                colours.add(image.getRGB(x, y) & 0xffffff);
            }
        }
        assertTrue(colours.size() >= 6, "a blank picture: " + colours.size() + " colours");
        int grass = rgb(MeadowView.GRASS.r, MeadowView.GRASS.g, MeadowView.GRASS.b);
        assertTrue(colours.stream().anyMatch(c -> isGrass(c, grass)), "no grass colour in the picture");
        List<String> creatures = Files.readAllLines(Paths.get(SHOT + ".txt"), StandardCharsets.UTF_8);
        assertTrue(creatures.size() >= 30, creatures.toString());
        List<String> missing = new ArrayList<>();
        for (String line : creatures) {
            String[] f = line.split(" ");
            int x = Math.round(Float.parseFloat(f[2]));
            int y = image.getHeight() - 1 - Math.round(Float.parseFloat(f[3]));
            if (isGrass(image.getRGB(x, y), grass)) {
                missing.add(line);
            }
        }
        assertEquals(List.of(), missing, "grass where these creatures are");
        if (Boolean.getBoolean("brainstem.updateScreenshot")) {
            Files.copy(SHOT, Paths.get(System.getProperty("brainstem.docs"), "gdx-game.png"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The GL rounds colours its own way: within 2 of each channel. */
    private static boolean isGrass(int colour, int grass) {
        for (int shift = 0; shift < 24; shift += 8) {
            if (Math.abs((colour >> shift & 0xff) - (grass >> shift & 0xff)) > 2) {
                return false;
            }
        }
        return true;
    }

    private static int rgb(float r, float g, float b) {
        return Math.round(r * 255) << 16 | Math.round(g * 255) << 8 | Math.round(b * 255);
    }

    private static void runGame(String display) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=ALL-UNNAMED"); // LWJGL's and libGDX's natives, without warnings
        }
        command.add("-cp");
        command.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        command.add(DesktopLauncher.class.getName());
        command.add("--frames");
        command.add("300");
        command.add("--screenshot");
        command.add(SHOT.toString());
        File log = Paths.get("target", "gdx-game.log").toFile();
        ProcessBuilder game = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log);
        game.environment().put("DISPLAY", display);
        game.environment().put("LIBGL_ALWAYS_SOFTWARE", "1");
        Process p = game.start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the game did not exit within 60 s; its output is in " + log);
        }
        assertEquals(0, p.exitValue(), () -> "the game failed: " + read(log));
        assertTrue(Files.exists(SHOT), () -> "no screenshot; the game said: " + read(log));
    }

    private static String read(File log) {
        try {
            return new String(Files.readAllBytes(log.toPath()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }

    /** The first display from :90 with neither an X socket nor a lock file. */
    private static String freeDisplay() {
        for (int n = 90; n < 190; n++) {
            if (!new File("/tmp/.X11-unix/X" + n).exists() && !new File("/tmp/.X" + n + "-lock").exists()) {
                return ":" + n;
            }
        }
        throw new AssertionError("no free X display between :90 and :189");
    }

    private static Process startXvfb(String display) throws IOException, InterruptedException {
        Process xvfb;
        try {
            xvfb = new ProcessBuilder("Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten", "tcp")
                    .redirectErrorStream(true).redirectOutput(Paths.get("target", "xvfb.log").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("DISPLAY is unset and Xvfb is not installed: .ci/packages installs it "
                    + "(Debian's xvfb, with Mesa's libgl1-mesa-dri)", e);
        }
        File socket = new File("/tmp/.X11-unix/X" + display.substring(1));
        for (int i = 0; i < 100 && !socket.exists(); i++) {
            if (!xvfb.isAlive()) {
                throw new AssertionError("Xvfb " + display + " exited: see target/xvfb.log");
            }
            Thread.sleep(50);
        }
        assertTrue(socket.exists(), "Xvfb " + display + " did not start within 5 s");
        return xvfb;
    }
}
