package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The states of the timed fixtures ({@link Sentinel}, {@link SentinelSystem}, issue 43): a crowd's guard
 * that sleeps in {@code IDLE} for its own patience, patrols on one tick in four ({@code PATROL}), is
 * alerted by a guard, and is stunned for a second from outside; {@code AWAKE} (patrolling or alerted)
 * gives up after 2.5 s.
 */
@States(initial = "IDLE")
@StateGroup(name = "AWAKE", states = {"PATROL", "ALERT"})
enum SentinelState { IDLE, PATROL, ALERT, @EntryPoint STUNNED }
