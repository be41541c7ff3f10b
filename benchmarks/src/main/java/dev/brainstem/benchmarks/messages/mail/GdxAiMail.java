package dev.brainstem.benchmarks.messages.mail;

import com.badlogic.gdx.ai.fsm.DefaultStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.msg.MessageDispatcher;
import com.badlogic.gdx.ai.msg.Telegram;
import com.badlogic.gdx.ai.msg.Telegraph;
import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * Mail with libGDX gdx-ai 1.8.2, the way its samples write it: each entity a {@link Telegraph} with a
 * {@link DefaultStateMachine}, an enum implementing {@link State} whose {@code onMessage} switches on the
 * telegram's code; the driver dispatches through a {@link MessageDispatcher} with no delay, which delivers at
 * once (its fastest way: no queue), then every machine's {@code update()}.
 */
public final class GdxAiMail implements MessageVariant {
    static final class Agent implements Telegraph {
        final DefaultStateMachine<Agent, AgentState> fsm;
        int heard;
        float timer;

        Agent() {
            fsm = new DefaultStateMachine<>(this, AgentState.CALM);
        }

        @Override
        public boolean handleMessage(Telegram msg) {
            return fsm.handleMessage(msg);
        }
    }

    enum AgentState implements State<Agent> {
        CALM(0), WARY(1), ANGRY(2), AFRAID(3);

        private final float rate;
        private AgentState next;

        AgentState(int ordinal) {
            rate = Mail.RATE[ordinal];
        }

        static {
            for (AgentState s : values()) {
                s.next = values()[Mail.next(s.ordinal())];
            }
        }

        @Override
        public void enter(Agent a) {
            a.timer = 0;
        }

        @Override
        public void update(Agent a) {
            a.timer += rate * Mail.DT;
        }

        @Override
        public void exit(Agent a) {
        }

        @Override
        public boolean onMessage(Agent a, Telegram telegram) {
            switch (telegram.message) {
                case Mail.NOISE_CODE:
                    a.heard += ((Mail.Noise) telegram.extraInfo).loudness;
                    return true;
                case Mail.ORDER_CODE:
                    a.fsm.changeState(next);
                    return true;
                default:
                    return false;
            }
        }
    }

    private Agent[] agents;
    private MessageDispatcher dispatcher;
    private int n;
    private int stride;
    private int driver;

    @Override
    public void setUp(int entities) {
        n = entities;
        stride = Mail.stride(entities);
        driver = Mail.SEED;
        dispatcher = new MessageDispatcher();
        agents = new Agent[entities];
        for (int id = 0; id < entities; id++) {
            agents[id] = new Agent();
        }
    }

    @Override
    public void tick() {
        Agent[] agents = this.agents;
        int r = driver;
        int to = 0;
        for (int k = 0; k < n; k++) {
            r = Mail.xorshift(r);
            Object m = Mail.message(r);
            dispatcher.dispatchMessage(0f, null, agents[to], m == Mail.ORDER ? Mail.ORDER_CODE : Mail.NOISE_CODE, m);
            to += stride;
            if (to >= n) {
                to -= n;
            }
        }
        driver = r;
        for (Agent a : agents) {
            a.fsm.update();
        }
    }

    @Override
    public int entities() {
        return n;
    }

    private int state(int id) {
        return agents[id].fsm.getCurrentState().ordinal();
    }

    @Override
    public int[] stateCounts() {
        return Mail.counts(n, this::state);
    }

    @Override
    public long checksum() {
        return Mail.checksum(n, this::state, id -> agents[id].heard, id -> Float.floatToIntBits(agents[id].timer));
    }
}
