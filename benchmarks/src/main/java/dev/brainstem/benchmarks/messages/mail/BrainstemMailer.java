package dev.brainstem.benchmarks.messages.mail;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The mail workload's entity in Brainstem object mode: the same handlers as {@link BrainstemMailers}, on the
 * entity's own fields. Brainstem generates {@code BrainstemMailerBatch} from it.
 */
@StateMachine(MailState.class)
public final class BrainstemMailer {
    int heard;
    float timer;

    @OnMessage
    void heard(Mail.Noise noise) {
        heard += noise.loudness;
    }

    @OnMessage(value = "CALM", to = "WARY")
    MailState alerted(Mail.Order order) {
        return MailState.WARY;
    }

    @OnMessage(value = "WARY", to = "ANGRY")
    MailState provoked(Mail.Order order) {
        return MailState.ANGRY;
    }

    @OnMessage(value = "ANGRY", to = "AFRAID")
    MailState outmatched(Mail.Order order) {
        return MailState.AFRAID;
    }

    @OnMessage(value = "AFRAID", to = "CALM")
    MailState reassured(Mail.Order order) {
        return MailState.CALM;
    }

    @OnEnter({"CALM", "WARY", "ANGRY", "AFRAID"})
    void reset() {
        timer = 0;
    }

    @OnUpdate("CALM")
    void calm(float dt) {
        timer += 1f * dt;
    }

    @OnUpdate("WARY")
    void wary(float dt) {
        timer += 2f * dt;
    }

    @OnUpdate("ANGRY")
    void angry(float dt) {
        timer += 3f * dt;
    }

    @OnUpdate("AFRAID")
    void afraid(float dt) {
        timer += 4f * dt;
    }
}
