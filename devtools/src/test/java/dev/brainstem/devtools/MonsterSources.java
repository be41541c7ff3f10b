package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

/** A small machine with a group, a guard and a message handler, and edits of it as a developer makes them. */
final class MonsterSources {
    static final String STATE = "game/MonsterState.java";
    static final String MONSTER = "game/Monster.java";

    private MonsterSources() {}

    static Map<String, String> base() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put(STATE, """
                package game;

                import dev.brainstem.StateGroup;
                import dev.brainstem.States;

                @States(initial = "IDLE")
                @StateGroup(name = "HOSTILE", states = {"CHASE", "ATTACK"})
                @StateGroup(name = "CALM", states = {"IDLE"})
                public enum MonsterState { IDLE, CHASE, ATTACK }
                """);
        sources.put(MONSTER, """
                package game;

                import dev.brainstem.OnMessage;
                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;
                import dev.brainstem.Transition;

                @StateMachine(MonsterState.class)
                public final class Monster {
                    float x;
                    float distance = 3;

                    @OnUpdate(value = "IDLE", to = "CHASE")
                    MonsterState idle(float dt) {
                        x += dt;
                        return x > 1 ? MonsterState.CHASE : null;
                    }

                    @OnUpdate(value = "CHASE", to = "ATTACK")
                    MonsterState chase(float dt) {
                        x += 2 * dt;
                        return x > distance ? MonsterState.ATTACK : null;
                    }

                    @OnUpdate(value = "ATTACK", to = "IDLE")
                    MonsterState attack(float dt) {
                        x = 0;
                        return MonsterState.IDLE;
                    }

                    @Transition(from = "CHASE", to = "IDLE")
                    boolean lost() {
                        return distance > 10;
                    }

                    @OnMessage(value = "HOSTILE", to = "IDLE")
                    MonsterState calmDown(String why) {
                        return MonsterState.IDLE;
                    }
                }
                """);
        return sources;
    }

    /** {@code sources} with {@code from} replaced by {@code to} in {@code file}; the text must be there. */
    static Map<String, String> edit(Map<String, String> sources, String file, String from, String to) {
        Map<String, String> edited = new LinkedHashMap<>(sources);
        assertTrue(edited.get(file).contains(from), file + " has " + from);
        edited.put(file, edited.get(file).replace(from, to));
        return edited;
    }
}
