package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.inspector.lookout.LookoutState;
import dev.brainstem.inspector.lookout.Lookouts;
import dev.brainstem.inspector.lookout.LookoutsBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.io.File;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The {@code @Back} pseudo-state, drawn as the diagram files draw it: no box, no population, no row in
 * the states' table; where it leads, "back" edges from the interrupt, on which its pops are counted.
 */
class BackPseudoStateTest {
    private static LookoutsBatch batch(int entities) {
        LookoutsBatch batch = new LookoutsBatch(new Lookouts());
        for (int id = 0; id < entities; id++) {
            batch.add(id, id % 3 == 0 ? LookoutState.STUNNED : LookoutState.WATCH);
        }
        return batch;
    }

    @Test
    void thePageIsSentTheBackAsEdgesNeverAsAState() throws Exception {
        try (Inspector inspector = Inspector.of(batch(10)).printTo(null).start()) {
            Map<String, Object> machines = Json.readObject(new Client(inspector).get("/api/machines").body());
            Map<?, ?> machine = (Map<?, ?>) ((List<?>) machines.get("machines")).get(0);
            assertEquals("RESUME", machine.get("back"));
            String mermaid = (String) machine.get("mermaid");
            assertFalse(mermaid.contains("RESUME"), "the pseudo-state is drawn:\n" + mermaid);
            assertFalse(mermaid.contains("XP3XXX"), "the pseudo-state has a population:\n" + mermaid);
            for (String state : List.of("WATCH", "WANDER", "STUNNED")) {
                assertTrue(mermaid.contains("    " + state + " : " + state + " XP"), state + " has no box:\n" + mermaid);
            }
            assertTrue(mermaid.matches("(?s).*    STUNNED --> WATCH : back XE\\d+XXXX\n.*"), mermaid);
            assertTrue(mermaid.matches("(?s).*    STUNNED --> WANDER : back XE\\d+XXXX\n.*"), mermaid);
            assertEquals(List.of("RESUME"), machine.get("pseudo"));
            assertEquals(List.of(), machine.get("groups"));
        }
    }

    @Test
    void thePageIsSentEachGroupWithItsInitialAndHistory() throws Exception {
        try (Inspector inspector = Inspector.of(Game.populated(3)).printTo(null).start()) {
            Map<String, Object> machines = Json.readObject(new Client(inspector).get("/api/machines").body());
            Map<?, ?> machine = (Map<?, ?>) ((List<?>) machines.get("machines")).get(0);
            assertEquals(List.of(), machine.get("pseudo"));
            assertEquals(List.of(Map.of("name", "AGGRO", "history", "NONE")), ((List<?>) machine.get("groups")).stream()
                    .map(g -> { Map<Object, Object> kept = new java.util.HashMap<>((Map<?, ?>) g);
                        assertTrue(kept.containsKey("parent") && kept.get("parent") == null, kept.toString());
                        assertTrue(kept.containsKey("initial") && kept.get("initial") == null, kept.toString());
                        kept.remove("parent");
                        kept.remove("initial");
                        return kept; })
                    .toList());
        }
    }

    @Test
    void aBreakpointOnThePseudoStateIsRefusedSayingWhy() throws Exception {
        try (Inspector inspector = Inspector.of(batch(4)).printTo(null).start()) {
            var refused = new Client(inspector).post("/api/breakpoints",
                    "{\"action\":\"add\",\"batch\":0,\"from\":\"STUNNED\",\"to\":\"RESUME\"}");
            assertEquals(400, refused.statusCode(), refused.body());
            assertTrue(refused.body().contains(
                    "Lookouts: RESUME is a pseudo-state (its @Back): no entity is ever in it"), refused.body());
        }
    }

    @Test
    void aReturnCountsOnTheBackEdgeToWhereItReturned() {
        LookoutsBatch batch = batch(2);
        Machine machine = new Machine(0, batch);
        MachineInfo info = batch.info();
        int watch = LookoutState.WATCH.ordinal(), wander = LookoutState.WANDER.ordinal();
        int stunned = LookoutState.STUNNED.ordinal();
        for (MachineInfo.Edge edge : info.edges()) {
            if (edge.back()) {
                int to = info.states().indexOf(edge.to());
                assertEquals(edge.id(), machine.edge(stunned, to, Events.UPDATE), edge.toString());
            }
        }
        assertEquals("STUNNED -> WANDER (back)", info.edges().get(machine.edge(stunned, wander, Events.UPDATE)).toString());
        assertEquals("WATCH -> WANDER", info.edges().get(machine.edge(watch, wander, Events.UPDATE)).toString());
        assertEquals(machine.otherEdge, machine.edge(watch, stunned, Events.NONE), "a stun from outside is drawn nowhere");
    }

    @Test
    void theBrowserShowsNoBoxAndNoRowForTheBack() throws Exception {
        if (!new File(PageBrowserTest.CHROMIUM).canExecute() || !new File(PageBrowserTest.DRIVER).canExecute()) {
            fail("the browser test needs " + PageBrowserTest.CHROMIUM + " and " + PageBrowserTest.DRIVER);
        }
        LookoutsBatch batch = batch(40);
        try (Inspector inspector = Inspector.of(batch).printTo(null).start()) {
            WebDriver browser = PageBrowserTest.browser();
            try {
                browser.get(inspector.address());
                var wait = new WebDriverWait(browser, Duration.ofSeconds(20))
                        .ignoring(org.openqa.selenium.StaleElementReferenceException.class);
                // The page draws once the machines are read, and fills its table with the first frame.
                for (long end = System.nanoTime() + 20_000_000_000L;
                        browser.findElements(By.cssSelector("table.states tr")).size() < 2 && System.nanoTime() < end; ) {
                    inspector.proceed();
                    Thread.sleep(20);
                }
                wait.until(d -> d.findElements(By.cssSelector(".bs-pop")).size() >= 3);
                Set<String> drawn = new HashSet<>();
                for (WebElement pop : browser.findElements(By.cssSelector(".bs-pop"))) {
                    drawn.add(pop.getDomAttribute("data-state"));
                }
                assertEquals(Set.of("WATCH", "WANDER", "STUNNED"), drawn);
                List<String> rows = browser.findElements(By.cssSelector("table.states tr td:first-child")).stream()
                        .map(WebElement::getText).toList();
                assertEquals(List.of("WATCH", "WANDER", "STUNNED"), rows);
                for (WebElement node : browser.findElements(By.cssSelector(".diagram svg g.node"))) {
                    assertFalse(node.getText().contains("RESUME"), "a box for the pseudo-state: " + node.getText());
                }
            } finally {
                browser.quit();
            }
        }
    }
}
