package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.diagrams.Diagrams;
import dev.brainstem.inspector.trooper.TroopersBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.io.File;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A machine of orthogonal regions in the real browser: the page shows each region as a machine (the
 * weapon's right after the legs', marked as its region) with its chart and live populations, and
 * Mermaid draws a whole machine of regions as {@code Diagrams.of} writes it (concurrent regions in one
 * composite state).
 */
class RegionsPageTest {
    @Test
    void thePageShowsEveryRegionsChartAndPopulationsAndMermaidDrawsAWholeMachineOfRegions() throws Exception {
        if (!new File(PageBrowserTest.CHROMIUM).canExecute() || !new File(PageBrowserTest.DRIVER).canExecute()) {
            fail("the browser test needs " + PageBrowserTest.CHROMIUM + " and " + PageBrowserTest.DRIVER);
        }
        TroopersBatch troopers = RegionsTest.troopers(RegionsTest.ENTITIES);
        troopers.tick(0.1f);
        try (Inspector inspector = Inspector.of(troopers).printTo(null).start()) {
            WebDriver browser = PageBrowserTest.browser();
            try {
                browser.get(inspector.address());
                var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                        .ignoring(StaleElementReferenceException.class);
                // The page draws once the machines are read, and fills its tables with the first frame.
                for (long end = System.nanoTime() + 20_000_000_000L;
                        browser.findElements(By.cssSelector("table.states")).size() < 2 && System.nanoTime() < end; ) {
                    inspector.proceed();
                    Thread.sleep(20);
                }
                wait.until(d -> d.findElements(By.cssSelector(".bs-pop")).size() == 6);
                List<WebElement> sections = browser.findElements(By.cssSelector("section.batch"));
                assertEquals(List.of("Troopers", "Troopers.Weapon"),
                        sections.stream().map(s -> s.getDomAttribute("data-machine")).toList());
                assertFalse(sections.get(0).getDomAttribute("class").contains("follower"));
                assertTrue(sections.get(1).getDomAttribute("class").contains("follower"));
                assertEquals("Troopers.Weapon region 2 of 2 of Troopers",
                        sections.get(1).findElement(By.tagName("h2")).getText());
                Set<String> legs = new HashSet<>(), weapon = new HashSet<>();
                for (WebElement pop : sections.get(0).findElements(By.cssSelector(".diagram svg .bs-pop"))) {
                    legs.add(pop.getDomAttribute("data-state"));
                }
                for (WebElement pop : sections.get(1).findElements(By.cssSelector(".diagram svg .bs-pop"))) {
                    weapon.add(pop.getDomAttribute("data-state"));
                }
                assertEquals(Set.of("IDLE", "WALK", "RUN"), legs);
                assertEquals(Set.of("READY", "AIM", "FIRE"), weapon);
                // One tick: 20 legs walk, 15 weapons aim.
                wait.until(d -> text(d, "Troopers", "WALK").equals("20") && text(d, "Troopers.Weapon", "AIM").equals("15")
                        && text(d, "Troopers.Weapon", "READY").equals("15"));
                assertEquals(List.of("READY", "AIM", "FIRE"), PageBrowserTest.read(wait, d -> d.findElements(
                        By.cssSelector("section.follower table.states tr td:first-child")).stream()
                        .map(WebElement::getText).toList()));
                assertEquals(3, sections.get(1).findElements(By.cssSelector(".bs-rate")).size(), "the weapon's edges");
                List<String> options = browser.findElements(By.cssSelector("#bp-batch option")).stream()
                        .map(WebElement::getText).toList();
                assertEquals(List.of("Troopers", "Troopers.Weapon"), options, "a breakpoint may be set on each region");

                String svg = render(browser, Diagrams.of(soldier()).toMermaid());
                assertTrue(svg.startsWith("<svg"), svg.length() > 300 ? svg.substring(0, 300) : svg);
                ((JavascriptExecutor) browser).executeScript(
                        "const d = document.createElement('div'); d.id = 'whole'; d.innerHTML = arguments[0];"
                        + " document.body.append(d);", svg);
                WebElement whole = browser.findElement(By.id("whole"));
                List<String> clusters = whole.findElements(By.cssSelector("g.cluster, g.statediagram-cluster")).stream()
                        .map(WebElement::getText).toList();
                assertTrue(clusters.stream().anyMatch(c -> c.startsWith("Soldier")), "the machine's composite: " + clusters);
                assertTrue(clusters.stream().anyMatch(c -> c.startsWith("ARMED")), "the weapon's group: " + clusters);
                assertTrue(clusters.stream().anyMatch(c -> c.startsWith("COMBAT")), "the legs' group: " + clusters);
                assertEquals(2, whole.findElements(By.cssSelector("g.statediagram-cluster-alt")).size(),
                        "two concurrent regions");
                assertEquals(Set.of("STUNNED", "JAMMED"), new HashSet<>(whole.findElements(By.cssSelector("g.node.interrupt"))
                        .stream().map(WebElement::getText).toList()), "each region's interrupt dashed");
                String drawn = whole.getText();
                for (String state : List.of("PATROL", "TAKE_COVER", "STUNNED", "READY", "AIM", "FIRE", "JAMMED")) {
                    assertTrue(drawn.contains(state), state + " is drawn: " + drawn);
                }
                assertFalse(drawn.contains("RESUME"), "the @Back is drawn: " + drawn);
            } finally {
                browser.quit();
            }
        }
    }

    /** The population the page shows for {@code state} in the section of {@code machine}. */
    private static String text(WebDriver browser, String machine, String state) {
        for (WebElement pop : browser.findElements(By.cssSelector("section.batch[data-machine='" + machine
                + "'] .bs-pop[data-state='" + state + "']"))) {
            return pop.getText();
        }
        return "";
    }

    /** What Mermaid (the page's own copy) draws of {@code text}: the svg, or "failed: " and why. */
    private static String render(WebDriver browser, String text) {
        return (String) ((JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + " mermaid.render('whole' + Date.now(), arguments[0]).then(r => done(r.svg),"
                + " e => done('failed: ' + (e && e.message || e)));", text);
    }

    /**
     * The semantics' soldier as a machine of regions: legs (PATROL; COMBAT, deep history, holding
     * TAKE_COVER; STUNNED interrupts, RESUME its @Back) and weapon (READY; ARMED, shallow history, holding
     * AIM and FIRE; JAMMED interrupts).
     */
    static MachineInfo soldier() {
        MachineInfo weapon = new MachineInfo("Soldier.Weapon", new String[] {"READY", "AIM", "FIRE", "JAMMED", "ARMED"},
                "READY", new String[0],
                new MachineInfo.Group[] {new MachineInfo.Group("ARMED", null, "AIM FIRE", "AIM", MachineInfo.History.SHALLOW)},
                new MachineInfo.Edges(Events.UPDATE, "AIM", "FIRE"),
                new MachineInfo.Edges(Events.GUARD, "READY", "ARMED", "enemySeen"),
                new MachineInfo.Edges(Events.MESSAGE, "FIRE", "JAMMED", "Jam"))
                .withStacks(new String[] {"JAMMED"}, null);
        return new MachineInfo("Soldier", new String[] {"PATROL", "TAKE_COVER", "STUNNED", "RESUME", "COMBAT"}, "PATROL",
                new String[] {"STUNNED"},
                new MachineInfo.Group[] {new MachineInfo.Group("COMBAT", null, "TAKE_COVER", "TAKE_COVER",
                        MachineInfo.History.DEEP)},
                new MachineInfo.Edges(Events.GUARD, "PATROL", "COMBAT", "spotted"),
                new MachineInfo.Edges(Events.MESSAGE, "PATROL TAKE_COVER", "STUNNED", "Hit"),
                MachineInfo.Edges.back(Events.UPDATE, "STUNNED", "PATROL TAKE_COVER", null))
                .withStacks(new String[] {"STUNNED"}, "RESUME").withRegions(weapon);
    }
}
