package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.diagrams.Diagrams;
import dev.brainstem.inspector.rifle.Legs;
import dev.brainstem.inspector.rifle.Riflemen;
import dev.brainstem.inspector.rifle.RiflemenBatch;
import dev.brainstem.inspector.rifle.RiflemenFsm;
import dev.brainstem.inspector.rifle.Weapon;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A machine of regions the processor generated ({@link Riflemen}: legs with an interrupt, a weapon with a
 * group entered by its name): its diagram files draw the whole machine as {@code Diagrams.of(INFO)} does,
 * and the inspector counts each region's transitions on that region's edges and shows both in the browser.
 */
class GeneratedRegionsTest {
    static final int ENTITIES = 42;

    private static RiflemenBatch riflemen() {
        RiflemenBatch batch = new RiflemenBatch(new Riflemen());
        for (int id = 0; id < ENTITIES; id++) {
            batch.add(id);
        }
        return batch;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GeneratedRegionsTest.class.getResourceAsStream("/META-INF/brainstem/" + name)) {
            assertTrue(in != null, name + " was not written");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theDiagramFilesDrawEveryRegionAsDiagramsOfTheMachinesInfoDoes() throws IOException {
        assertEquals(2, RiflemenFsm.INFO.regions().size());
        String mermaid = resource("dev.brainstem.inspector.rifle.Riflemen.mmd");
        assertEquals(Diagrams.of(RiflemenFsm.INFO).toMermaid(), mermaid);
        assertEquals(Diagrams.of(RiflemenFsm.INFO).toDot(), resource("dev.brainstem.inspector.rifle.Riflemen.dot"));
        assertTrue(mermaid.startsWith("stateDiagram-v2\n    [*] --> Riflemen\n    state Riflemen {\n        [*] --> IDLE\n"),
                mermaid);
        assertTrue(mermaid.contains("        --\n        [*] --> READY\n        state ARMED {\n            [*] --> AIM : H*\n"),
                mermaid);
    }

    @Test
    void eachRegionsTransitionsAreCountedOnItsOwnEdges() throws Exception {
        RiflemenBatch batch = riflemen();
        long[] made = new long[2];
        batch.setListener((handle, from, to, event) -> made[0]++);
        batch.region(Weapon.class).setListener((handle, from, to, event) -> made[1]++);
        try (Inspector inspector = Inspector.of(batch).printTo(null).start()) {
            for (int t = 0; t < 7; t++) {
                batch.tick(0.1f);
            }
            Client client = new Client(inspector);
            client.awaitCommandsTaken(inspector::proceed);
            List<Map<?, ?>> frames = new ArrayList<>();
            for (Object b : (List<?>) client.frame().get("batches")) {
                frames.add((Map<?, ?>) b);
            }
            assertEquals(List.of("Riflemen", "Riflemen.Weapon"), frames.stream().map(b -> b.get("name")).toList());
            for (int r = 0; r < 2; r++) {
                double counted = 0;
                List<?> totals = (List<?>) frames.get(r).get("totals");
                for (Object n : totals) {
                    counted += (Double) n;
                }
                assertTrue(made[r] > 0, "region " + r + " moved");
                assertEquals((double) made[r], counted, "region " + r + "'s transitions, all on its edges");
                assertEquals(0.0, totals.get(totals.size() - 1), "region " + r + ": no transition from outside");
            }
            List<Double> legs = new ArrayList<>(), weapon = new ArrayList<>();
            for (Legs s : Legs.values()) {
                legs.add((double) batch.count(s));
            }
            for (Weapon s : Weapon.values()) {
                weapon.add((double) batch.count(s));
            }
            assertEquals(legs, frames.get(0).get("pop"));
            assertEquals(weapon, frames.get(1).get("pop"));
        }
    }

    @Test
    void theBrowserShowsBothRegionsChartsWithTheirPopulations() throws Exception {
        if (!new File(PageBrowserTest.CHROMIUM).canExecute() || !new File(PageBrowserTest.DRIVER).canExecute()) {
            fail("the browser test needs " + PageBrowserTest.CHROMIUM + " and " + PageBrowserTest.DRIVER);
        }
        RiflemenBatch batch = riflemen();
        for (int t = 0; t < 2; t++) {
            batch.tick(0.1f);
        }
        try (Inspector inspector = Inspector.of(batch).printTo(null).start()) {
            WebDriver browser = PageBrowserTest.browser();
            try {
                browser.get(inspector.address());
                var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                        .ignoring(StaleElementReferenceException.class);
                for (long end = System.nanoTime() + 20_000_000_000L;
                        browser.findElements(By.cssSelector("table.states")).size() < 2 && System.nanoTime() < end; ) {
                    inspector.proceed();
                    Thread.sleep(20);
                }
                wait.until(d -> d.findElements(By.cssSelector(".bs-pop")).size() == 7);
                List<WebElement> sections = browser.findElements(By.cssSelector("section.batch"));
                assertEquals(List.of("Riflemen", "Riflemen.Weapon"),
                        sections.stream().map(s -> s.getDomAttribute("data-machine")).toList());
                Map<String, Set<String>> drawn = Map.of("Riflemen", new HashSet<>(), "Riflemen.Weapon", new HashSet<>());
                for (WebElement section : sections) {
                    for (WebElement pop : section.findElements(By.cssSelector(".diagram svg .bs-pop"))) {
                        drawn.get(section.getDomAttribute("data-machine")).add(pop.getDomAttribute("data-state"));
                    }
                }
                assertEquals(Set.of("IDLE", "WALK", "RUN", "STUNNED"), drawn.get("Riflemen"), "no box for RESUME");
                assertEquals(Set.of("READY", "AIM", "FIRE"), drawn.get("Riflemen.Weapon"), "no box for ARMED");
                assertEquals(List.of(List.of("group", "entered at", "history"), List.of("ARMED", "AIM", "deep (H*)")),
                        PageBrowserTest.read(wait, d -> d.findElements(By.cssSelector("section.follower table.groups tr"))
                                .stream().map(r -> r.findElements(By.cssSelector("th, td")).stream()
                                        .map(WebElement::getText).toList()).toList()));
                assertFalse(sections.get(0).findElements(By.cssSelector("table.groups")).size() > 0,
                        "the legs have no group");
                for (Legs s : List.of(Legs.IDLE, Legs.WALK, Legs.RUN, Legs.STUNNED)) {
                    String expected = String.valueOf(batch.count(s));
                    wait.until(d -> pop(d, "Riflemen", s.name()).equals(expected));
                }
                for (Weapon s : List.of(Weapon.READY, Weapon.AIM, Weapon.FIRE)) {
                    String expected = String.valueOf(batch.count(s));
                    wait.until(d -> pop(d, "Riflemen.Weapon", s.name()).equals(expected));
                }
            } finally {
                browser.quit();
            }
        }
    }

    private static String pop(WebDriver browser, String machine, String state) {
        for (WebElement pop : browser.findElements(By.cssSelector("section.batch[data-machine='" + machine
                + "'] .bs-pop[data-state='" + state + "']"))) {
            return pop.getText();
        }
        return "";
    }
}
