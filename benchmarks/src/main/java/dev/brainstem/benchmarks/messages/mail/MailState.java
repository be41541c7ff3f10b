package dev.brainstem.benchmarks.messages.mail;

import dev.brainstem.States;

/** The mail workload's states, in {@link Mail}'s ordinal order. */
@States(initial = "CALM")
public enum MailState {
    CALM, WARY, ANGRY, AFRAID
}
