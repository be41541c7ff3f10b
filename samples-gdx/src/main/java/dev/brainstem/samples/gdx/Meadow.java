package dev.brainstem.samples.gdx;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.EntitySubscription;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import dev.brainstem.artemis.BatchSystem;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

/**
 * The game's world, without a screen: an Artemis world in which one {@link BatchSystem} runs the sheep's
 * machine and another the wolves', then {@link MoveSystem} moves everyone. The shepherd is the player's;
 * everything random comes from one seeded {@link Random}, so a seed and the same inputs give the same game.
 * {@link MeadowSaves} saves it between two frames and loads it into a new one that goes on alike (F5).
 */
public final class Meadow {
    public static final float WIDTH = 800, HEIGHT = 480;
    static final float EDGE = 8;
    static final int MAX_SHEEP = 60;

    final Random random;
    final World world;
    final SheepAiBatch sheepBatch;
    final WolfAiBatch wolfBatch;
    private final ComponentMapper<Body> bodies;
    private final ComponentMapper<Sheep> sheepData;
    final ComponentMapper<Wolf> wolfData;
    private final EntitySubscription allSheep, allWolves;
    final Map<SheepState, Integer> sheepEntered = new EnumMap<>(SheepState.class);
    final Map<WolfState, Integer> wolvesEntered = new EnumMap<>(WolfState.class);

    float shepherdX = WIDTH / 2, shepherdY = 40;
    /** The flock's centre, as it was at the start of the frame. */
    float flockX, flockY;
    int eaten, born;
    private int lambsThisFrame;
    /** The ids Artemis gives the next entities; a load puts the saved record in. */
    EntityIds entityIds = new EntityIds();

    public Meadow(long seed, int sheep, int wolves) {
        this(new Random(seed));
        for (int i = 0; i < sheep; i++) {
            addSheep(WIDTH * (0.3f + 0.4f * random.nextFloat()), HEIGHT * (0.3f + 0.4f * random.nextFloat()));
        }
        for (int i = 0; i < wolves; i++) {
            addWolf(i % 2 == 0 ? 30 : WIDTH - 30, HEIGHT * (0.2f + 0.6f * random.nextFloat()));
        }
        // The first frame's process adds the entities created here to the batches.
        step(0);
        born = 0;
    }

    /** An empty meadow: the world, its systems and the batches, no creature yet. */
    Meadow(Random random) {
        this.random = random;
        SheepAi sheepAi = new SheepAi(this);
        WolfAi wolfAi = new WolfAi(this);
        sheepBatch = new SheepAiBatch(sheepAi);
        wolfBatch = new WolfAiBatch(wolfAi);
        world = new World(new WorldConfigurationBuilder()
                .with(new SheepSystem(sheepBatch), new WolfSystem(wolfBatch), new MoveSystem(WIDTH, HEIGHT))
                .build());
        world.inject(sheepAi);
        world.inject(wolfAi);
        bodies = world.getMapper(Body.class);
        sheepData = world.getMapper(Sheep.class);
        wolfData = world.getMapper(Wolf.class);
        allSheep = world.getAspectSubscriptionManager().get(Aspect.all(Body.class, Sheep.class));
        allWolves = world.getAspectSubscriptionManager().get(Aspect.all(Body.class, Wolf.class));
        sheepBatch.setListener((id, from, to, event) -> sheepEntered.merge(to, 1, Integer::sum));
        wolfBatch.setListener((id, from, to, event) -> wolvesEntered.merge(to, 1, Integer::sum));
    }

    /** One frame of {@code dt} seconds: the sheep's machines, the wolves', then the movement. */
    public void step(float dt) {
        IntBag sheep = allSheep.getEntities();
        float sx = 0, sy = 0;
        for (int i = 0; i < sheep.size(); i++) {
            Body b = bodies.get(sheep.get(i));
            sx += b.x;
            sy += b.y;
        }
        if (sheep.size() > 0) {
            flockX = sx / sheep.size();
            flockY = sy / sheep.size();
        }
        lambsThisFrame = 0;
        world.setDelta(dt);
        world.process();
        entityIds.frameEnded();
    }

    /** Moves the shepherd by (dx, dy) times his speed for {@code dt} seconds, staying on the meadow. */
    public void moveShepherd(float dx, float dy, float dt) {
        float speed = 140;
        shepherdX = Math.max(EDGE, Math.min(WIDTH - EDGE, shepherdX + dx * speed * dt));
        shepherdY = Math.max(EDGE, Math.min(HEIGHT - EDGE, shepherdY + dy * speed * dt));
    }

    public void placeShepherd(float x, float y) {
        shepherdX = x;
        shepherdY = y;
    }

    /** Every calm sheep walks to where the shepherd stands now, from the next frame on. */
    public void whistle() {
        sheepBatch.broadcast(new Whistle(shepherdX, shepherdY));
    }

    void addSheep(float x, float y) {
        int id = world.create();
        entityIds.created(id);
        Body b = world.edit(id).create(Body.class);
        b.x = x;
        b.y = y;
        world.edit(id).create(Sheep.class);
        born++;
        lambsThisFrame++;
    }

    void addWolf(float x, float y) {
        int id = world.create();
        entityIds.created(id);
        Body b = world.edit(id).create(Body.class);
        b.x = x;
        b.y = y;
        world.edit(id).create(Wolf.class).heading = random.nextFloat() * 6.28f;
    }

    /** Lambs join the flock after the frame: those of this frame count already. */
    boolean hasRoomForLambs() {
        return allSheep.getEntities().size() + lambsThisFrame < MAX_SHEEP;
    }

    boolean isLiveSheep(int id) {
        return id >= 0 && sheepData.has(id) && !sheepData.get(id).eaten;
    }

    /** A wolf caught the sheep: Artemis deletes it once the wolves' system is done. */
    void eat(int id) {
        sheepData.get(id).eaten = true;
        world.delete(id);
        entityIds.deleted(id);
        eaten++;
    }

    /** The nearest wolf within {@code range} of the body, or -1. */
    int nearestWolf(Body from, float range) {
        return nearest(allWolves.getEntities(), from, range);
    }

    /** The nearest live sheep within {@code range} of the body, or -1. */
    int nearestSheep(Body from, float range) {
        return nearest(allSheep.getEntities(), from, range);
    }

    private int nearest(IntBag ids, Body from, float range) {
        int best = -1;
        float bestDistance = range;
        for (int i = 0; i < ids.size(); i++) {
            int id = ids.get(i);
            Body b = bodies.get(id);
            float d = from.distanceTo(b.x, b.y);
            if (d < bestDistance && (!sheepData.has(id) || !sheepData.get(id).eaten)) {
                best = id;
                bestDistance = d;
            }
        }
        return best;
    }

    /** The wolves' ids, for the sheep that flee them. */
    int[] wolves() {
        IntBag ids = allWolves.getEntities();
        int[] copy = new int[ids.size()];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = ids.get(i);
        }
        return copy;
    }

    Body body(int id) {
        return bodies.get(id);
    }

    public int sheep() {
        return sheepBatch.size();
    }

    public int sheepIn(SheepState state) {
        return sheepBatch.count(state);
    }

    public int wolvesIn(WolfState state) {
        return wolfBatch.count(state);
    }

    /** How many transitions into {@code state} the sheep have made. */
    public int sheepEntered(SheepState state) {
        return sheepEntered.getOrDefault(state, 0);
    }

    public int wolvesEntered(WolfState state) {
        return wolvesEntered.getOrDefault(state, 0);
    }

    public int eaten() {
        return eaten;
    }

    /** Lambs born since the start. */
    public int born() {
        return born;
    }

    public float shepherdX() {
        return shepherdX;
    }

    public float shepherdY() {
        return shepherdY;
    }

    /** Calls {@code visitor} with every creature: sheep first, then wolves. */
    public void forEachCreature(CreatureVisitor visitor) {
        for (SheepState s : SheepState.values()) {
            sheepBatch.forEach(s, id -> visitor.sheep(bodies.get(id).x, bodies.get(id).y, s));
        }
        for (WolfState s : WolfState.values()) {
            if (s != WolfState.RESUME) {
                wolfBatch.forEach(s, id -> visitor.wolf(bodies.get(id).x, bodies.get(id).y, s));
            }
        }
    }

    /** Artemis takes one system of each class: each batch has its own subclass. */
    static final class SheepSystem extends BatchSystem<SheepState> {
        SheepSystem(SheepAiBatch batch) {
            super(Aspect.all(Body.class, Sheep.class), batch, batch::add, batch::forEach);
        }
    }

    static final class WolfSystem extends BatchSystem<WolfState> {
        WolfSystem(WolfAiBatch batch) {
            super(Aspect.all(Body.class, Wolf.class), batch, batch::add, batch::forEach);
        }
    }

    /** What is drawn of each creature. */
    public interface CreatureVisitor {
        void sheep(float x, float y, SheepState state);

        void wolf(float x, float y, WolfState state);
    }

    /** Every creature's state and position, in a text two runs can be compared by. */
    public String describe() {
        StringBuilder out = new StringBuilder();
        forEachCreature(new CreatureVisitor() {
            @Override
            public void sheep(float x, float y, SheepState state) {
                out.append("sheep ").append(state).append(' ').append(x).append(' ').append(y).append('\n');
            }

            @Override
            public void wolf(float x, float y, WolfState state) {
                out.append("wolf ").append(state).append(' ').append(x).append(' ').append(y).append('\n');
            }
        });
        return out.toString();
    }
}
