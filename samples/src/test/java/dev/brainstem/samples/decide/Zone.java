package dev.brainstem.samples.decide;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/** OUTER holds M and the nested INNER (I1, I2); OTHER holds J; X is in no group. */
@States(initial = "X")
@StateGroup(name = "OUTER", states = "M", groups = "INNER")
@StateGroup(name = "INNER", states = {"I1", "I2"})
@StateGroup(name = "OTHER", states = "J")
enum Zone { X, I1, I2, M, J }
