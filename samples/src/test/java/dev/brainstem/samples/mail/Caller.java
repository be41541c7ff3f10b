package dev.brainstem.samples.mail;

import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** An entity whose update does what the test says (sends, mostly) and who keeps what it hears. */
@StateMachine(Caller.Mode.class)
public class Caller {
    @States
    public enum Mode { ON }

    final int index;
    final List<String> heard = new ArrayList<>();
    Consumer<Caller> onUpdate = caller -> { };

    Caller(int index) {
        this.index = index;
    }

    @OnUpdate("ON")
    void tick() {
        onUpdate.accept(this);
    }

    @OnMessage
    void hear(Drinker.News news) {
        heard.add(news.text());
    }
}
