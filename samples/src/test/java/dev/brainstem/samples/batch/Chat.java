package dev.brainstem.samples.batch;

import dev.brainstem.States;

/** The states of {@link Chatters}, the allocation tests' machine with messages. */
@States(initial = "QUIET")
enum Chat { QUIET, TALK }
