/**
 * Reliability suite (issue 6): differential fuzzing of the processor and the runtime against a
 * reference interpreter, mutation fuzzing of user code, and the regressions they found.
 *
 * <ul>
 *   <li>The reference model of the semantics, for one entity and for the batch, is the runtime's
 *       ({@code dev.brainstem.runtime.reference}, from its test jar; its own tests check it rule by rule);
 *       {@link dev.brainstem.processor.fuzz.Modelled} describes a fuzzed machine to it.
 *   <li>{@link dev.brainstem.processor.fuzz.MachineGenerator}: random valid machines from a seed;
 *       {@link dev.brainstem.processor.fuzz.SourceEmitter} writes them as Java; handler bodies call
 *       {@link dev.brainstem.processor.fuzz.World}, which decides from a per-entity random stream what
 *       they return or throw, for the generated code and the interpreter alike. Machines use the wave-2
 *       features too: nested {@code @StateGroup}s with enter, update and exit handlers, {@code @Transition}
 *       guards (from states and groups, inherited ones too), and handlers and guards that read
 *       {@code @TimeInState} (the world makes them stay below a time, {@link
 *       dev.brainstem.processor.fuzz.World#patience}) and {@code @Current} (logged with each call).
 *   <li>Statecharts (issue 42, groups you enter and history): with {@code -Dbrainstem.fuzz.statecharts=true}
 *       ({@link dev.brainstem.processor.fuzz.FuzzConfig}) or in
 *       {@code MachineFuzzTest#statechartMachinesBehaveAsTheInterpreterSays}, machines also get groups
 *       nested three deep with initials, SHALLOW and DEEP history, group constants (some the initial
 *       state or entry points) and handlers and guards whose {@code to} names groups; off by default,
 *       when every seed gives the machine it gave before. {@link dev.brainstem.processor.fuzz.StatechartGeneratorTest}
 *       checks those machines against the compile-time rules and runs them on the model alone.
 *   <li>Orthogonal regions (issue 42's last part), on every run:
 *       {@code MachineFuzzTest#regionMachinesBehaveAsTheInterpreterSays} fuzzes machines of one to three
 *       regions ({@link dev.brainstem.processor.fuzz.MachineGenerator#generate(long, String, boolean, boolean, boolean)}:
 *       each other region a small statechart of its own, names machine-wide, messages taken by several
 *       regions, handlers reading another region's {@code @Current}) with
 *       {@link dev.brainstem.processor.fuzz.RegionsOneEntityDifferential} and
 *       {@link dev.brainstem.processor.fuzz.RegionsBatchDifferential} against the model's
 *       {@code RegionsEntity} and {@code RegionsBatch}; {@link dev.brainstem.processor.fuzz.RegionsGeneratorTest}
 *       checks those machines against the compile-time rules of regions, runs them on the model alone and
 *       compiles their sources.
 *   <li>{@link dev.brainstem.processor.fuzz.MachineFuzzTest}: compiles many machines per javac run
 *       ({@link dev.brainstem.processor.fuzz.Batches}), loads them, and runs
 *       {@link dev.brainstem.processor.fuzz.OneEntityDifferential} and
 *       {@link dev.brainstem.processor.fuzz.BatchDifferential} (sequential and parallel ticks).
 *   <li>{@link dev.brainstem.processor.fuzz.MutationFuzzTest}: {@link dev.brainstem.processor.fuzz.Mutator}'s
 *       mutants are rejected with an error in the user's source, or compile and behave.
 *   <li>{@link dev.brainstem.processor.fuzz.FuzzRegressionTest}: what the fuzzers found, as plain tests.
 *   <li>{@link dev.brainstem.processor.fuzz.LargeMachineTimingTest}: the processor's time on 1000 states
 *       and 3000 handlers (printed).
 * </ul>
 *
 * <p>Counts and seeds are system properties ({@link dev.brainstem.processor.fuzz.FuzzConfig}): a run
 * prints its run seed; a failure prints the seed of the failing case and where its sources were
 * written ({@code processor/target/fuzz-failures/}). Replay one case with, for example,
 * {@code mvn -pl processor test -Dtest=MachineFuzzTest -Dbrainstem.fuzz.seed=0x1f6317d454a9124a}
 * (or {@code -Dtest=MutationFuzzTest} for a mutant); rerun a whole run with
 * {@code -Dbrainstem.fuzz.runSeed=...}. A build uses a fixed run seed, so CI is red only for a reason in
 * the code; look for new failures with {@code -Dbrainstem.fuzz.runSeed=random}, and longer with
 * {@code -Dbrainstem.fuzz.machines=5000 -Dbrainstem.fuzz.mutants=10000}.
 */
package dev.brainstem.processor.fuzz;
