package dev.brainstem.cluster;

import dev.brainstem.After;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * One creature: a key that never changes wherever it goes, a position in world units, a heading (one of eight
 * directions) and its own random stream. Everything it does depends on these fields and {@code dt} alone, so
 * the same creature does the same thing in whichever zone, batch, slot or machine it is.
 */
@StateMachine(RoamerState.class)
@After(value = "REST", delay = "restTime", to = "WANDER")
public final class Creature {
    /** Unit steps of the eight headings; exact in float, and no trigonometry (whose last bit may vary). */
    static final float[] DX = {1, 0.75f, 0, -0.75f, -1, -0.75f, 0, 0.75f};
    static final float[] DY = {0, 0.75f, 1, 0.75f, 0, -0.75f, -1, -0.75f};
    static final float SPEED = 4f;
    static final float FLEE_SPEED = 8f;

    final long key;
    float x;
    float y;
    int heading;
    long random;
    int calls;
    float restTime;

    Creature(long key, float x, float y, int heading, long random) {
        this.key = key;
        this.x = x;
        this.y = y;
        this.heading = heading;
        this.random = random;
    }

    float restTime() {
        return restTime;
    }

    @OnUpdate(value = "WANDER", every = 2, to = "REST")
    RoamerState wander(float dt) {
        int roll = next(16);
        if (roll < 2) {
            restTime = 0.5f + next(3) * 0.25f;
            return RoamerState.REST;
        }
        if (roll < 5) {
            heading = (heading + (roll == 3 ? 1 : 7)) & 7;
        }
        x += DX[heading] * SPEED * dt;
        y += DY[heading] * SPEED * dt;
        return null;
    }

    @OnMessage(value = {"WANDER", "REST"}, to = "STARTLED")
    RoamerState called(Call call) {
        calls++;
        heading = (call.direction() + 4) & 7;
        return RoamerState.STARTLED;
    }

    @OnUpdate(value = "STARTLED", to = "BACK")
    RoamerState flee(float dt, @TimeInState float t) {
        x += DX[heading] * FLEE_SPEED * dt;
        y += DY[heading] * FLEE_SPEED * dt;
        return t >= 0.5f ? RoamerState.BACK : null;
    }

    /** Keeps the creature in the world: a step past its edge turns it round onto the edge. */
    void keepWithin(float width, float height) {
        if (x < 0 || x >= width) {
            x = x < 0 ? 0 : Math.nextDown(width);
            heading = (8 - heading + 4) & 7;
        }
        if (y < 0 || y >= height) {
            y = y < 0 ? 0 : Math.nextDown(height);
            heading = (8 - heading) & 7;
        }
    }

    /** xorshift64*: the next {@code n} values, 0 to n - 1, of this creature's own stream. */
    int next(int n) {
        random ^= random >>> 12;
        random ^= random << 25;
        random ^= random >>> 27;
        return (int) Long.remainderUnsigned(random * 0x2545F4914F6CDD1DL >>> 11, n);
    }

    void write(DataOutput out) throws IOException {
        out.writeLong(key);
        out.writeFloat(x);
        out.writeFloat(y);
        out.writeByte(heading);
        out.writeLong(random);
        out.writeInt(calls);
        out.writeFloat(restTime);
    }

    static Creature read(DataInput in) throws IOException {
        Creature c = new Creature(in.readLong(), in.readFloat(), in.readFloat(), in.readByte(), in.readLong());
        c.calls = in.readInt();
        c.restTime = in.readFloat();
        if (c.heading < 0 || c.heading > 7 || !Float.isFinite(c.x) || !Float.isFinite(c.y)) {
            throw new IOException("creature " + c.key + ": heading " + c.heading + " at " + c.x + "," + c.y);
        }
        return c;
    }
}
