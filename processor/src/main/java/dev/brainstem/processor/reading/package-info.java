/**
 * Step one: reads elements into the model. The only package that reads Brainstem's annotations, the
 * round and the source trees; it records every fact the checks need (what {@code value} names, which
 * attributes were written, which types do not exist yet, what handler bodies return) and reports
 * nothing.
 */
package dev.brainstem.processor.reading;
