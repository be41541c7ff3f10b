package dev.brainstem.samples.snapshot;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Batches of rollers that have lived a while (entities added, resumed, removed, moved into the DODGE
 * interrupt so that they hold stacks, messages waiting, some delayed and some for entities that left),
 * and the save options that write their {@link Poke}s: the material of the save tests.
 */
final class SaveFixtures {
    static final SaveOptions OPTIONS = new SaveOptions()
            .message(Poke.class, MessageCodec.of((poke, out) -> out.writeInt(poke.n()), in -> new Poke(in.readInt())));

    private SaveFixtures() {}

    /** An id-mode batch over fixed seeds and friends; {@code pokeOdds} of 100 updates send. */
    static RollersBatch rollers(long seed, int pokeOdds) {
        return rollers(seed, 30, pokeOdds);
    }

    /** {@link #rollers(long, int)} whose updates move in {@code moveOdds} of 100. */
    static RollersBatch rollers(long seed, int moveOdds, int pokeOdds) {
        Random random = new Random(seed);
        int[] seeds = new int[400];
        int[] friends = new int[400];
        for (int k = 0; k < seeds.length; k++) {
            seeds[k] = random.nextInt();
            friends[k] = random.nextInt(seeds.length);
        }
        RollersBatch batch = new RollersBatch(new Rollers(seeds, friends, moveOdds, pokeOdds));
        batch.system().batch = batch;
        return batch;
    }

    /** {@link #rollers} after a life of {@code ticks} ticks, with messages waiting at its end. */
    static RollersBatch livedRollers(long seed, int ticks) {
        RollersBatch batch = rollers(seed, 25);
        Random random = new Random(seed * 31);
        for (int id = 0; id < 60; id++) {
            if (random.nextInt(4) == 0) {
                batch.resume(id * 3, random.nextBoolean() ? Pose.RUN : Pose.FALL);
            } else {
                batch.add(id * 3, random.nextBoolean() ? Pose.IDLE : Pose.FALL);
            }
        }
        for (int t = 0; t < ticks; t++) {
            batch.tick(0.05f + 0.05f * random.nextInt(3));
            if (t % 4 == 1 && batch.contains(t * 3L)) {
                batch.remove(t * 3L);
            }
            if (t % 5 == 2) {
                int id = random.nextInt(60) * 3;
                if (batch.contains(id)) {
                    batch.transitionTo(id, Pose.DODGE);
                }
            }
        }
        batch.send(3 * 7, new Poke(3), 0.4f);
        batch.broadcast(new Poke(6), 0.2f);
        batch.send(1000, new Poke(9));
        return batch;
    }

    /** An object-mode batch after a life of {@code ticks} ticks; {@code entities} receives its rollers. */
    static RollerBatch livedRoller(long seed, int ticks, List<Roller> entities) throws IOException {
        RollerBatch batch = new RollerBatch();
        Random random = new Random(seed);
        List<Long> handles = new ArrayList<>();
        for (int k = 0; k < 50; k++) {
            Roller roller = new Roller(random.nextInt(), 30, 25);
            roller.batch = batch;
            handles.add(random.nextInt(4) == 0 ? batch.resume(roller, Pose.RUN) : batch.add(roller, Pose.IDLE));
            roller.friend = handles.get(random.nextInt(handles.size()));
            if (k % 7 == 3) {
                batch.transitionTo(handles.get(k), Pose.DODGE);
            }
        }
        for (int t = 0; t < ticks; t++) {
            batch.tick(0.1f);
            if (t % 3 == 0) {
                long gone = handles.remove(random.nextInt(handles.size()));
                batch.send(gone, new Poke(3), 0.3f);
                batch.remove(gone);
            }
        }
        batch.broadcast(new Poke(12), 0.25f);
        for (long h : BatchSaves.write(batch, new DataOutputStream(new ByteArrayOutputStream()), OPTIONS)) {
            entities.add(batch.entity(h));
        }
        return batch;
    }

    static byte[] save(AbstractBatch<?> batch) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out), OPTIONS);
        return out.toByteArray();
    }

    static DataInputStream in(byte[] save) {
        return new DataInputStream(new ByteArrayInputStream(save));
    }

    /** Each entity's state, previous state, stack and time, in id order, and the counts: what a load must equal. */
    static String dump(RollersBatch batch) {
        StringBuilder b = new StringBuilder().append(batch.size()).append(" dropped ").append(batch.droppedMessages());
        for (int id = 0; id < 400; id++) {
            if (batch.contains(id)) {
                b.append(" | ").append(id).append(' ').append(batch.stateOf(id)).append(' ')
                        .append(batch.previousOf(id)).append(' ').append(batch.stackOf(id)).append(' ')
                        .append(batch.timeInState(id));
            }
        }
        return b.toString();
    }

    /** The history groups of {@link Stance}. */
    static final List<String> HISTORY_GROUPS = List.of("FIGHT", "ARMED");

    /** An id-mode batch of {@link Skirmishers} over fixed seeds. */
    static SkirmishersBatch skirmishers(long seed) {
        Random random = new Random(seed);
        int[] seeds = new int[400];
        for (int k = 0; k < seeds.length; k++) {
            seeds[k] = random.nextInt();
        }
        return new SkirmishersBatch(new Skirmishers(seeds));
    }

    /**
     * {@link #skirmishers} after a life of {@code ticks} ticks: entities added in CALM, in FIGHT (by its
     * name) and resumed anywhere, some dazed and some removed, so that most hold histories.
     */
    static SkirmishersBatch livedSkirmishers(long seed, int ticks) {
        SkirmishersBatch batch = skirmishers(seed);
        Random random = new Random(seed * 37);
        Stance[] resumable = {Stance.CALM, Stance.COVER, Stance.AIM, Stance.FIRE, Stance.RELOAD};
        for (int id = 0; id < 50; id++) {
            switch (random.nextInt(3)) {
                case 0 -> batch.add(id * 2, Stance.FIGHT);
                case 1 -> batch.resume(id * 2, resumable[random.nextInt(resumable.length)]);
                default -> batch.add(id * 2);
            }
        }
        for (int t = 0; t < ticks; t++) {
            batch.tick(0.05f + 0.05f * random.nextInt(3));
            int id = random.nextInt(50) * 2;
            if (t % 4 == 1 && batch.contains(id)) {
                batch.transitionTo(id, Stance.DAZED);
            } else if (t % 7 == 3 && batch.contains(id)) {
                batch.remove(id);
            } else if (t % 5 == 2 && batch.contains(id) && batch.stateOf(id) != Stance.DAZED) {
                batch.transitionTo(id, random.nextBoolean() ? Stance.FIGHT : Stance.CALM);
            }
        }
        return batch;
    }

    /** Each entity's state, previous state, stack, time and history in each group, in id order: what a load must equal. */
    static String dump(SkirmishersBatch batch) {
        StringBuilder b = new StringBuilder().append(batch.size());
        for (int id = 0; id < 400; id++) {
            if (batch.contains(id)) {
                b.append(" | ").append(id).append(' ').append(batch.stateOf(id)).append(' ')
                        .append(batch.previousOf(id)).append(' ').append(batch.stackOf(id)).append(' ')
                        .append(batch.timeInState(id));
                for (String group : HISTORY_GROUPS) {
                    b.append(' ').append(group).append('=').append(batch.lastIn(id, group));
                }
            }
        }
        return b.toString();
    }

    /**
     * An object-mode batch of {@link Skirmisher}s after a life of {@code ticks} ticks, lived as
     * {@link #livedSkirmishers}; {@code entities} receives its skirmishers in the order a save writes them.
     */
    static SkirmisherBatch livedSkirmisher(long seed, int ticks, List<Skirmisher> entities) throws IOException {
        SkirmisherBatch batch = new SkirmisherBatch();
        Random random = new Random(seed);
        Stance[] resumable = {Stance.CALM, Stance.COVER, Stance.AIM, Stance.FIRE, Stance.RELOAD};
        List<Long> handles = new ArrayList<>();
        for (int k = 0; k < 40; k++) {
            Skirmisher s = new Skirmisher(random.nextInt());
            handles.add(switch (random.nextInt(3)) {
                case 0 -> batch.add(s, Stance.FIGHT);
                case 1 -> batch.resume(s, resumable[random.nextInt(resumable.length)]);
                default -> batch.add(s);
            });
        }
        for (int t = 0; t < ticks; t++) {
            batch.tick(0.05f + 0.05f * random.nextInt(3));
            long h = handles.get(random.nextInt(handles.size()));
            if (t % 4 == 1) {
                batch.transitionTo(h, Stance.DAZED);
            } else if (t % 7 == 3) {
                handles.remove(h);
                batch.remove(h);
            } else if (t % 5 == 2 && batch.stateOf(h) != Stance.DAZED) {
                batch.transitionTo(h, random.nextBoolean() ? Stance.FIGHT : Stance.CALM);
            }
        }
        for (long h : BatchSaves.write(batch, new DataOutputStream(new ByteArrayOutputStream()), OPTIONS)) {
            entities.add(batch.entity(h));
        }
        return batch;
    }

    /** {@link #dump(SkirmishersBatch)} of an object-mode batch: by state, then handle order; each entity's seed. */
    static String dump(SkirmisherBatch batch) {
        StringBuilder b = new StringBuilder().append(batch.size());
        for (Stance state : Stance.values()) {
            batch.forEachHandle(state, h -> {
                b.append(" | ").append(batch.entity(h).seed).append(' ').append(batch.stateOf(h)).append(' ')
                        .append(batch.previousOf(h)).append(' ').append(batch.stackOf(h)).append(' ')
                        .append(batch.timeInState(h));
                for (String group : HISTORY_GROUPS) {
                    b.append(' ').append(group).append('=').append(batch.lastIn(h, group));
                }
            });
        }
        return b.toString();
    }
}
