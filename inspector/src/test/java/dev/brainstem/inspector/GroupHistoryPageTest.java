package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.inspector.squad.SquadState;
import dev.brainstem.inspector.squad.Squads;
import dev.brainstem.inspector.squad.SquadsBatch;
import java.io.File;
import java.time.Duration;
import java.util.HashMap;
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
 * A machine whose groups are entered by their names, with history ({@link SquadState}), as the page
 * shows it: each group's initial and history in the groups' table, the group's entry arrow drawn
 * ({@code [*] --> ARMED : H*} inside {@code COMBAT}), and the groups' constants nowhere a state is: no
 * row, no population, no box.
 */
class GroupHistoryPageTest {
    private static SquadsBatch batch(int entities) {
        SquadsBatch batch = new SquadsBatch(new Squads());
        for (int id = 0; id < entities; id++) {
            batch.add(id, id % 2 == 0 ? SquadState.PATROL : SquadState.COMBAT);
        }
        return batch;
    }

    @Test
    void thePageIsSentEachGroupsInitialAndHistoryAndTheConstantsAsPseudoStates() throws Exception {
        try (Inspector inspector = Inspector.of(batch(6)).printTo(null).start()) {
            Map<String, Object> machines = Json.readObject(new Client(inspector).get("/api/machines").body());
            Map<?, ?> machine = (Map<?, ?>) ((List<?>) machines.get("machines")).get(0);
            assertEquals(List.of("COMBAT", "ARMED"), machine.get("pseudo"));
            Map<String, String> combat = new HashMap<>(), armed = new HashMap<>();
            combat.put("name", "COMBAT");
            combat.put("parent", null);
            combat.put("initial", "ARMED");
            combat.put("history", "DEEP");
            armed.put("name", "ARMED");
            armed.put("parent", "COMBAT");
            armed.put("initial", "AIM");
            armed.put("history", "SHALLOW");
            assertEquals(List.of(combat, armed), machine.get("groups"));
            String mermaid = (String) machine.get("mermaid");
            assertTrue(mermaid.contains("[*] --> ARMED : H*\n"), "COMBAT's entry arrow:\n" + mermaid);
            assertTrue(mermaid.contains("[*] --> AIM : H\n"), "ARMED's entry arrow:\n" + mermaid);
            for (String state : List.of("PATROL", "COVER", "AIM", "FIRE")) {
                assertTrue(mermaid.contains("    " + state + " : " + state + " XP"), state + " has no box:\n" + mermaid);
            }
            for (String constant : List.of("COMBAT", "ARMED")) {
                assertFalse(mermaid.contains(constant + " : " + constant + " XP"),
                        "the constant " + constant + " has a box with a population:\n" + mermaid);
            }
        }
    }

    @Test
    void theBrowserListsTheGroupsDrawsTheirEntryArrowsAndShowsNoRowForTheirConstants() throws Exception {
        if (!new File(PageBrowserTest.CHROMIUM).canExecute() || !new File(PageBrowserTest.DRIVER).canExecute()) {
            fail("the browser test needs " + PageBrowserTest.CHROMIUM + " and " + PageBrowserTest.DRIVER);
        }
        SquadsBatch batch = batch(40);
        try (Inspector inspector = Inspector.of(batch).printTo(null).start()) {
            WebDriver browser = PageBrowserTest.browser();
            try {
                browser.get(inspector.address());
                var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                        .ignoring(StaleElementReferenceException.class);
                // The page draws once the machines are read, and fills its tables with the first frame.
                for (long end = System.nanoTime() + 20_000_000_000L;
                        browser.findElements(By.cssSelector("table.groups tr")).size() < 3 && System.nanoTime() < end; ) {
                    inspector.proceed();
                    Thread.sleep(20);
                }
                wait.until(d -> d.findElements(By.cssSelector(".bs-pop")).size() >= 4);
                assertEquals(List.of(List.of("group", "entered at", "history"), List.of("COMBAT", "ARMED", "deep (H*)"),
                        List.of("ARMED", "AIM", "shallow (H)")),
                        PageBrowserTest.read(wait, d -> rows(d, "table.groups tr")));
                List<String> states = PageBrowserTest.read(wait, d -> d.findElements(
                        By.cssSelector("table.states tr td:first-child")).stream().map(WebElement::getText).toList());
                assertEquals(List.of("PATROL", "COVER", "AIM", "FIRE"), states, "a group's constant is no state row");
                Set<String> drawn = new HashSet<>();
                for (WebElement pop : browser.findElements(By.cssSelector(".bs-pop"))) {
                    drawn.add(pop.getDomAttribute("data-state"));
                }
                assertEquals(Set.of("PATROL", "COVER", "AIM", "FIRE"), drawn, "the states with a population");
                List<String> labels = browser.findElements(By.cssSelector(".diagram svg .edgeLabel")).stream()
                        .map(e -> e.getText().trim()).toList();
                assertTrue(labels.contains("H*"), "COMBAT's entry arrow is labelled H*: " + labels);
                assertTrue(labels.contains("H"), "ARMED's entry arrow is labelled H: " + labels);
                List<String> clusters = browser.findElements(By.cssSelector(".diagram svg g.cluster, .diagram svg g.statediagram-cluster"))
                        .stream().map(WebElement::getText).toList();
                assertTrue(clusters.stream().anyMatch(c -> c.contains("COMBAT")), "COMBAT drawn as a group: " + clusters);
                assertTrue(clusters.stream().anyMatch(c -> c.contains("ARMED")), "ARMED drawn as a group: " + clusters);
            } finally {
                browser.quit();
            }
        }
    }

    /** Each row's cells' text (header cells too). */
    private static List<List<String>> rows(WebDriver browser, String selector) {
        return browser.findElements(By.cssSelector(selector)).stream()
                .map(r -> r.findElements(By.cssSelector("th, td")).stream().map(WebElement::getText).toList())
                .toList();
    }
}
