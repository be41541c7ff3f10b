package dev.brainstem.samples.kotlin

/** A stranger speaks a word; the gatekeeper lets him by when it is the password. */
data class Password(val word: String)

/** A flash of light: every gatekeeper it reaches is dazed for [seconds]. */
data class Flash(val seconds: Float)
