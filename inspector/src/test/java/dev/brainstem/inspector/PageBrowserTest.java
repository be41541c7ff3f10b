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

                browser.findElement(By.id("live")).click();
                browser.findElement(By.id("resume")).click();
                wait.until(d -> d.findElement(By.id("status")).getText().equals("running"));
                game.await(() -> game.ticked.get() > ticks + 3, "ticks after resume");
            } finally {
                browser.quit();
            }
        }
    }

    private static String text(WebDriver d, String state) {
        return d.findElement(By.cssSelector(".bs-pop[data-state='" + state + "']")).getText();
    }

    /** While paused, the page shows exactly the batch's populations. */
    private static boolean populationsMatch(WebDriver d, Game game) {
        for (SentryState s : SentryState.values()) {
            String shown = text(d, s.name());
            int count = game.batch.count(s);
            String expected = count >= 1e6 ? String.format("%.2fM", count / 1e6)
                    : count >= 1e4 ? String.format("%.1fk", count / 1e3) : String.valueOf(count);
            if (!shown.equals(expected)) {
                return false;
            }
        }
        return true;
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
