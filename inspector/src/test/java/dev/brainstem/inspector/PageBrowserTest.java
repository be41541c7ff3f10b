package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.inspector.sentry.Noise;
import dev.brainstem.inspector.sentry.SentryState;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser, Debian's chromium driven by its chromedriver (both named, nothing
 * downloaded): the machine drawn with live populations, pause from the page, a recording loaded and
 * scrubbed, and the screenshot the docs show.
 */
class PageBrowserTest {
    static final String CHROMIUM = "/usr/bin/chromium", DRIVER = "/usr/bin/chromedriver";
    static final int ENTITIES = 200_000;

    @Test
    void showsTheLivePopulationAndControlsTheGame() throws Exception {
        if (!new File(CHROMIUM).canExecute() || !new File(DRIVER).canExecute()) {
            fail("the browser test needs " + CHROMIUM + " and " + DRIVER + ": install the Debian packages .ci/packages"
                    + " lists (chromium, chromium-driver)");
        }
        try (Game game = new Game(ENTITIES, Long.MAX_VALUE, b -> {
            if (b.clock() % 1 < 0.02) {
                b.send(11, new Noise(1));
                b.send(ENTITIES + 5, new Noise(1));
            }
        }).start()) {
            WebDriver browser = browser();
            try {
                browser.get(game.inspector.address());
                // The figures are drawn afresh with every frame: an element read between two frames may be gone.
                var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                        .ignoring(org.openqa.selenium.StaleElementReferenceException.class);
                wait.until(d -> d.findElements(By.cssSelector(".bs-pop")).size() == SentryState.values().length
                        && d.findElements(By.cssSelector(".bs-pop")).stream().anyMatch(e -> !e.getText().equals("0"))
                        && !d.findElements(By.cssSelector(".messages")).isEmpty());
                assertTrue(browser.findElements(By.cssSelector(".diagram svg g.node")).size() >= SentryState.values().length,
                        "every state drawn as a node");
                List<WebElement> pops = browser.findElements(By.cssSelector(".bs-pop"));
                Set<String> drawn = new HashSet<>();
                for (WebElement pop : pops) {
                    drawn.add(pop.getDomAttribute("data-state"));
                }
                assertEquals(Set.of("IDLE", "ALARM", "PURSUIT", "SEARCH", "STUNNED"), drawn);
                assertTrue(browser.findElements(By.cssSelector(".bs-rate")).size() >= 5, "every edge has its rate");
                wait.until(d -> d.findElement(By.cssSelector(".ns-per-update")).getText().matches("[0-9.]+")
                        && d.findElements(By.cssSelector("canvas.spark")).size() == SentryState.values().length);
                screenshot(browser);

                browser.findElement(By.id("pause")).click();
                wait.until(d -> d.findElement(By.id("status")).getText().equals("paused"));
                assertTrue(game.inspector.paused());
                long ticks = game.ticked.get();
                wait.until(d -> populationsMatch(d, game));
                game.settle();
                assertEquals(ticks, game.ticked.get(), "paused from the page");
                Client client = new Client(game.inspector);
                wait.until(d -> historyMatches(d, client));

                Path recording = Files.createTempFile("brainstem-recording", ".jsonl");
                Files.writeString(recording, "{\"recording\":1,\"machines\":[{\"name\":\"Sentries\",\"states\":[\"IDLE\","
                        + "\"ALARM\",\"PURSUIT\",\"SEARCH\",\"STUNNED\"],\"edges\":7}]}\n"
                        + "{\"b\":0,\"tick\":1,\"clock\":0.016,\"pop\":[11,22,33,44,55],\"edges\":[1,2,3,4,5,6,7]}\n"
                        + "{\"b\":0,\"tick\":2,\"clock\":0.033,\"pop\":[66,77,88,99,111],\"edges\":[1,2,3,4,5,6,7]}\n");
                browser.findElement(By.id("load")).sendKeys(recording.toString());
                wait.until(d -> d.findElement(By.id("replay")).isDisplayed()
                        && text(d, "IDLE").equals("11") && text(d, "STUNNED").equals("55"));
                ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                        "const t = document.getElementById('timeline'); t.value = 1; t.dispatchEvent(new Event('input'));");
                wait.until(d -> text(d, "IDLE").equals("66") && text(d, "STUNNED").equals("111"));
                Files.delete(recording);
                refusesJunkRecordings(browser, wait);

                browser.findElement(By.id("live")).click();
                browser.findElement(By.id("resume")).click();
                wait.until(d -> d.findElement(By.id("status")).getText().equals("running"));
                game.await(() -> game.ticked.get() > ticks + 3, "ticks after resume");
            } finally {
                browser.quit();
            }
        }
    }

    /**
     * Issue 43: a timed machine's states show how many entities sleep (all of a sleeping state's, none of a
     * state that decides) and how many the last tick visited, as the frames carry them; a machine that is not
     * timed shows neither column (the sentries' page above has none).
     */
    @Test
    void showsSleepingAndVisitedPerStateOfATimedMachine() throws Exception {
        if (!new File(CHROMIUM).canExecute() || !new File(DRIVER).canExecute()) {
            fail("the browser test needs " + CHROMIUM + " and " + DRIVER);
        }
        dev.brainstem.inspector.nap.Nappers batch = new dev.brainstem.inspector.nap.Nappers();
        for (int id = 0; id < 3_000; id++) {
            batch.add(id, id % 3 == 0 ? dev.brainstem.inspector.nap.Nappers.S.WALK : dev.brainstem.inspector.nap.Nappers.S.NAP);
        }
        // The last tick's transitions, to know what it visited: every napper that woke, and the walkers it began with.
        java.util.concurrent.atomic.AtomicInteger woke = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger slept = new java.util.concurrent.atomic.AtomicInteger();
        batch.setListener((handle, from, to, event) -> (from == dev.brainstem.inspector.nap.Nappers.S.NAP ? woke : slept)
                .incrementAndGet());
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicReference<Throwable> failed = new java.util.concurrent.atomic.AtomicReference<>();
        Thread game = new Thread(() -> {
            try {
                // Every 60th frame pauses for a while, so that the page can read a tick's figures at rest.
                for (long frame = 0; !stop.get(); frame++) {
                    if (inspector.proceed()) {
                        woke.set(0);
                        slept.set(0);
                        batch.tick(1f / 60f);
                    }
                    Thread.sleep(frame % 60 == 0 ? 200 : 2);
                }
            } catch (Throwable t) {
                failed.set(t);
            }
        }, "test-nappers");
        game.start();
        WebDriver browser = browser();
        try {
            browser.get(inspector.address());
            var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                    .ignoring(org.openqa.selenium.StaleElementReferenceException.class);
            wait.until(d -> d.findElements(By.cssSelector("td.visited")).size() == 2);
            List<String> heads = read(wait, d -> d.findElements(By.cssSelector("table.states th")).stream()
                    .map(WebElement::getText).toList());
            assertTrue(heads.contains("sleeping") && heads.contains("visited this tick"), heads.toString());
            browser.findElement(By.id("pause")).click();
            wait.until(d -> d.findElement(By.id("status")).getText().equals("paused"));
            // Paused: the page's figures are the last tick's. NAP sleeps whole and is visited only where a timer fell
            // due; WALK decides every tick: it visited every walker it began with.
            int walking = batch.count(dev.brainstem.inspector.nap.Nappers.S.WALK);
            int napping = batch.count(dev.brainstem.inspector.nap.Nappers.S.NAP);
            wait.until(d -> cell(d, "sleeping", "NAP").equals(String.valueOf(napping))
                    && cell(d, "sleeping", "WALK").equals("0")
                    && cell(d, "visited", "NAP").equals(String.valueOf(woke.get()))
                    && cell(d, "visited", "WALK").equals(String.valueOf(walking - woke.get() + slept.get())));
            assertTrue(woke.get() < napping, "a tick wakes a few nappers: " + woke.get());
            browser.findElement(By.id("resume")).click();
        } finally {
            browser.quit();
            stop.set(true);
            game.join();
            inspector.close();
        }
        if (failed.get() != null) {
            throw new AssertionError("the game thread failed", failed.get());
        }
    }

    /**
     * Issue 44: after a hot reload (the description published as a dev tool does, between ticks) the page
     * fetches the new version of the description and redraws the machine with its new edge, draws the mark
     * on the population charts, and shows a tool's note in the banner as text, markup and all.
     */
    @Test
    void redrawsTheMachineAfterAHotReloadAndShowsTheNotes() throws Exception {
        if (!new File(CHROMIUM).canExecute() || !new File(DRIVER).canExecute()) {
            fail("the browser test needs " + CHROMIUM + " and " + DRIVER);
        }
        dev.brainstem.inspector.blink.BlinkersBatch batch =
                new dev.brainstem.inspector.blink.BlinkersBatch(new dev.brainstem.inspector.blink.Blinkers());
        for (int id = 0; id < 100; id++) {
            batch.add(id);
        }
        dev.brainstem.runtime.MachineInfo loaded = batch.info();
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicReference<Throwable> failed = new java.util.concurrent.atomic.AtomicReference<>();
        Thread game = new Thread(() -> {
            try {
                while (!stop.get()) {
                    if (inspector.proceed()) {
                        batch.tick(1f / 60f);
                    }
                    Thread.sleep(5);
                }
            } catch (Throwable t) {
                failed.set(t);
            }
        }, "test-blinkers");
        game.start();
        WebDriver browser = browser();
        try {
            browser.get(inspector.address());
            var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                    .ignoring(org.openqa.selenium.StaleElementReferenceException.class);
            wait.until(d -> d.findElements(By.cssSelector(".bs-rate")).size() == 2
                    && d.findElements(By.cssSelector("canvas.spark")).size() == 2);
            assertEquals("1", browser.findElement(By.cssSelector(".diagram")).getDomAttribute("data-version"));
            assertTrue(browser.findElements(By.cssSelector("canvas.spark[data-marks=\"0\"]")).size() == 2,
                    "no mark before a reload");

            java.util.List<dev.brainstem.runtime.MachineInfo.Edges> edges = new java.util.ArrayList<>(loaded.edgeGroups());
            edges.add(new dev.brainstem.runtime.MachineInfo.Edges(dev.brainstem.runtime.Events.GUARD, "ON", "OFF", "tired"));
            dev.brainstem.runtime.MachineInfo now = new dev.brainstem.runtime.MachineInfo(loaded.name(),
                    loaded.states().toArray(new String[0]), loaded.initial(), loaded.entryPoints().toArray(new String[0]),
                    new dev.brainstem.runtime.MachineInfo.Group[0], new String[0],
                    edges.toArray(new dev.brainstem.runtime.MachineInfo.Edges[0]));
            dev.brainstem.runtime.internal.Reloads.publish(loaded, now);
            wait.until(d -> "2".equals(d.findElement(By.cssSelector(".diagram")).getDomAttribute("data-version"))
                    && d.findElements(By.cssSelector(".bs-rate")).size() == 3);
            assertTrue(browser.findElement(By.cssSelector(".diagram svg")).getText().contains("tired"),
                    "the new guard's edge is drawn");
            wait.until(d -> d.findElements(By.cssSelector("canvas.spark[data-marks=\"1\"]")).size() == 2
                    && d.findElement(By.cssSelector(".reloaded")).getText().startsWith("code reloaded after tick"));

            String note = "<b>Blinkers</b>: needs a restart: new state DIM in Blink";
            dev.brainstem.runtime.internal.Reloads.note(note);
            wait.until(d -> d.findElement(By.id("notes")).isDisplayed()
                    && d.findElement(By.id("notes")).getText().equals(note));
            assertTrue(browser.findElements(By.cssSelector("#notes b")).isEmpty(), "a note is text, never markup");
        } finally {
            browser.quit();
            stop.set(true);
            game.join();
            inspector.close();
            dev.brainstem.runtime.internal.Reloads.publish(loaded, loaded);
        }
        if (failed.get() != null) {
            throw new AssertionError("the game thread failed", failed.get());
        }
    }

    private static String cell(WebDriver d, String column, String state) {
        for (WebElement e : d.findElements(By.cssSelector("td." + column))) {
            if (state.equals(e.getDomProperty("title"))) {
                return e.getText();
            }
        }
        return "";
    }

    /**
     * Issue 41: a recording of another machine (with as many states), a tick that is a nested array, a line that
     * does not parse, and a file too large are each refused with what is wrong (and the line), and the recording
     * loaded before stays on the page.
     */
    private static void refusesJunkRecordings(WebDriver browser, org.openqa.selenium.support.ui.FluentWait<WebDriver> wait) throws Exception {
        String header = "{\"recording\":1,\"machines\":[{\"name\":\"Sentries\",\"states\":[\"IDLE\",\"ALARM\","
                + "\"PURSUIT\",\"SEARCH\",\"STUNNED\"],\"edges\":7}]}\n";
        String tick = "{\"b\":0,\"tick\":1,\"clock\":0.016,\"pop\":[1,2,3,4,5],\"edges\":[1,2,3,4,5,6,7]}\n";
        String[][] junk = {
            {header.replace("Sentries", "Guards") + tick, "a recording of Guards, not of Sentries"},
            {header.replace("\"SEARCH\"", "\"SLEEP\"") + tick, "a recording of another Sentries: its states are"},
            {header + tick + "[[1,2],[3]]\n", "line 3: a tick is an object"},
            {header + "\n" + tick + "{\"b\":0,\"tick\":2,\"clock\":0.03,\"pop\":[1,2,3,4],\"edges\":[1,2,3,4,5,6,7]}\n",
                "line 4: \"pop\" must hold 5 counts"},
            {header + tick + "{\"b\":0,\n", "line 3: not JSON"},
            {"hello\n", "line 1: not a Brainstem recording"},
        };
        Path directory = Files.createTempDirectory("brainstem-junk");
        try {
            for (int i = 0; i < junk.length; i++) {
                Path file = Files.writeString(directory.resolve("junk-" + i + ".jsonl"), junk[i][0]);
                expectRefused(browser, wait, file, junk[i][1]);
            }
            Path huge = directory.resolve("huge.jsonl");
            try (var out = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
                out.setLength(1L << 30); // a gigabyte, sparse: nothing is written
            }
            expectRefused(browser, wait, huge, "too large: 1024 MB; the page loads recordings of at most 128 MB");
        } finally {
            try (var files = Files.list(directory)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(directory);
        }
    }

    private static void expectRefused(WebDriver browser, org.openqa.selenium.support.ui.FluentWait<WebDriver> wait, Path file, String reason) {
        WebElement load = browser.findElement(By.id("load"));
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].value = '';", load);
        load.sendKeys(file.toString());
        String expected = "cannot load " + file.getFileName() + ": " + reason;
        wait.until(d -> d.findElement(By.id("error")).getText().startsWith(expected));
        assertTrue(browser.findElement(By.id("replay-name")).getText().startsWith("brainstem-recording"),
                "the recording loaded before stays: " + browser.findElement(By.id("replay-name")).getText());
        assertEquals("66", text(browser, "IDLE"), "its tick is still drawn");
    }

    private static String text(WebDriver d, String state) {
        return d.findElement(By.cssSelector(".bs-pop[data-state='" + state + "']")).getText();
    }

    /**
     * While paused, the page shows exactly the batch's populations: the numbers it was sent, which it writes
     * beside the text it shows (the text rounds them, as the page's own fmt does, and Java's formatter rounds
     * some halves the other way).
     */
    private static boolean populationsMatch(WebDriver d, Game game) {
        for (SentryState s : SentryState.values()) {
            String shown = d.findElement(By.cssSelector(".bs-pop[data-state='" + s.name() + "']")).getDomAttribute("data-count");
            if (!String.valueOf(game.batch.count(s)).equals(shown)) {
                return false;
            }
        }
        return true;
    }

    /** The population history the page rebuilt from the frames' samples is the server's, sample for sample. */
    @SuppressWarnings("unchecked")
    private static boolean historyMatches(WebDriver d, Client client) {
        Map<String, Object> page = (Map<String, Object>) ((org.openqa.selenium.JavascriptExecutor) d)
                .executeScript("return views[0].history;");
        Map<String, Object> server;
        try {
            server = ((List<Map<String, Object>>) Json.readObject(client.get("/api/history").body()).get("batches")).get(0);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        if (page == null || ((Number) page.get("to")).intValue() != ((Double) server.get("to")).intValue()) {
            return false;
        }
        List<List<Number>> mine = (List<List<Number>>) page.get("series");
        List<List<Double>> theirs = (List<List<Double>>) server.get("samples");
        for (int s = 0; s < theirs.size(); s++) {
            List<Long> a = mine.get(s).stream().map(Number::longValue).toList();
            List<Long> b = theirs.get(s).stream().map(Double::longValue).toList();
            if (!a.equals(b)) {
                throw new AssertionError("state " + s + ": the page's history " + a + ", the server's " + b);
            }
        }
        return true;
    }

    /**
     * What {@code read} finds on the page, read again whole when a frame redraws the part it reads midway
     * (the side tables are drawn afresh with every frame): {@code wait} must ignore stale elements.
     */
    static <T> T read(org.openqa.selenium.support.ui.FluentWait<WebDriver> wait,
            java.util.function.Function<WebDriver, T> read) {
        return wait.until(read::apply);
    }

    static WebDriver browser() {
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER))
                .usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--hide-scrollbars");
        return new ChromeDriver(service, options);
    }

    /** Saved to target/ always; copied to docs/ with -Dbrainstem.updateScreenshot=true. Never blank. */
    private static void screenshot(WebDriver browser) throws Exception {
        byte[] png = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        Path target = Path.of("target", "inspector.png");
        Files.createDirectories(target.getParent());
        Files.write(target, png);
        assertTrue(colours.size() > 50, "the screenshot has " + colours.size() + " colours: blank? " + target.toAbsolutePath());
        if (Boolean.getBoolean("brainstem.updateScreenshot")) {
            Files.copy(target, Path.of("..", "docs", "inspector.png"), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
