package dev.brainstem.benchmarks.messages.mail;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The mail workload as a Brainstem id-mode system: {@code heard} and {@code timer} in arrays, every handler taking
 * the entity id first. Brainstem generates {@code BrainstemMailersBatch} from it.
 */
@StateMachine(MailState.class)
public final class BrainstemMailers {
    final int[] heard;
    final float[] timer;

    public BrainstemMailers(int entities) {
        heard = new int[entities];
        timer = new float[entities];
    }

    @OnMessage
    void heard(int id, Mail.Noise noise) {
        heard[id] += noise.loudness;
    }

    @OnMessage(value = "CALM", to = "WARY")
    MailState alerted(int id, Mail.Order order) {
        return MailState.WARY;
    }

    @OnMessage(value = "WARY", to = "ANGRY")
    MailState provoked(int id, Mail.Order order) {
        return MailState.ANGRY;
    }

    @OnMessage(value = "ANGRY", to = "AFRAID")
    MailState outmatched(int id, Mail.Order order) {
        return MailState.AFRAID;
    }

    @OnMessage(value = "AFRAID", to = "CALM")
    MailState reassured(int id, Mail.Order order) {
        return MailState.CALM;
    }

    @OnEnter({"CALM", "WARY", "ANGRY", "AFRAID"})
    void reset(int id) {
        timer[id] = 0;
    }

    @OnUpdate("CALM")
    void calm(int id, float dt) {
        timer[id] += 1f * dt;
    }

    @OnUpdate("WARY")
    void wary(int id, float dt) {
        timer[id] += 2f * dt;
    }

    @OnUpdate("ANGRY")
    void angry(int id, float dt) {
        timer[id] += 3f * dt;
    }

    @OnUpdate("AFRAID")
    void afraid(int id, float dt) {
        timer[id] += 4f * dt;
    }
}
