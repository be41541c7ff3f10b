package dev.brainstem.samples.mail;

import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;
import java.util.List;

/** A drinker who goes to the saloon when told, and logs what reaches him. */
@StateMachine(Drinker.Place.class)
public class Drinker {
    @States
    public enum Place { HOME, SALOON }

    /** Go to the saloon. */
    public record Thirst(int round) {}

    /** Any news. */
    public record News(String text) {}

    final String name;
    final List<String> log;

    Drinker(String name, List<String> log) {
        this.name = name;
        this.log = log;
    }

    @OnMessage(value = "HOME", to = "SALOON")
    Place thirsty(Thirst thirst) {
        log.add(name + " thirst " + thirst.round());
        return Place.SALOON;
    }

    @OnMessage
    void news(News news) {
        log.add(name + " news " + news.text());
    }

    @OnUpdate({"HOME", "SALOON"})
    void live(@dev.brainstem.Current Place place) {
        log.add(name + " at " + place);
    }
}
