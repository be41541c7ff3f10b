package dev.brainstem.samples.stack;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** Id mode: sentinels whose data lives in arrays, told where to go by {@link #command}. */
@StateMachine(Sentinels.Post.class)
public class Sentinels {
    @States
    public enum Post { WATCH, @Interrupt HIDE, @Interrupt @EntryPoint DOWN, @Back RETURN }

    final Post[] command;

    Sentinels(int size) {
        command = new Post[size];
    }

    @OnUpdate(value = "WATCH", to = "HIDE")
    Post watch(int id) {
        return take(id);
    }

    @OnUpdate(value = {"HIDE", "DOWN"}, to = {"RETURN", "DOWN", "WATCH"})
    Post interrupted(int id) {
        return take(id);
    }

    private Post take(int id) {
        Post next = command[id];
        command[id] = null;
        return next;
    }
}
