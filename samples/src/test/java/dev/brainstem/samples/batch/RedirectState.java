package dev.brainstem.samples.batch;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of the redirecting fixtures ({@link Redirector}, {@link RedirectorSystem}). */
@States(initial = "P")
enum RedirectState { P, Q, R, @EntryPoint S, @EntryPoint T }
