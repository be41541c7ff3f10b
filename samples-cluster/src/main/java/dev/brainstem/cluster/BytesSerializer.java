package dev.brainstem.cluster;

import dev.brainstem.cluster.Messages.Done;
import dev.brainstem.cluster.Messages.Handoff;
import dev.brainstem.cluster.Messages.Restore;
import dev.brainstem.cluster.Messages.Saved;
import dev.brainstem.cluster.Messages.Start;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.NotSerializableException;
import java.io.UncheckedIOException;
import org.apache.pekko.serialization.SerializerWithStringManifest;

/**
 * Pekko's serializer for {@link Messages}: each record's fields over {@code DataOutput}, its kind in the
 * manifest. No Java serialization (switched off in the configuration) and no Jackson: the payloads are the
 * runtime's own travel bytes already, and the rest is a few numbers.
 */
public final class BytesSerializer extends SerializerWithStringManifest {
    /** Pekko's own serializers take identifiers below 100 (and some from 100); this one is the project's. */
    static final int IDENTIFIER = 450_045;

    @Override
    public int identifier() {
        return IDENTIFIER;
    }

    @Override
    public String manifest(Object o) {
        if (o instanceof Start) {
            return "S";
        } else if (o instanceof Restore) {
            return "R";
        } else if (o instanceof Handoff) {
            return "H";
        } else if (o instanceof Saved) {
            return "V";
        } else if (o instanceof Done) {
            return "D";
        }
        throw new IllegalArgumentException("not a message of the cluster sample: " + o.getClass().getName());
    }

    @Override
    public byte[] toBinary(Object o) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        try {
            if (o instanceof Start s) {
                out.writeInt(s.epoch());
                s.spec().write(out);
            } else if (o instanceof Restore r) {
                out.writeInt(r.epoch());
                out.writeInt(r.tick());
                r.spec().write(out);
            } else if (o instanceof Handoff h) {
                out.writeInt(h.epoch());
                out.writeInt(h.tick());
                out.writeInt(h.fromZone());
                out.writeInt(h.payload().length);
                out.write(h.payload());
            } else if (o instanceof Saved v) {
                out.writeInt(v.epoch());
                out.writeInt(v.tick());
                out.writeInt(v.zone());
            } else if (o instanceof Done d) {
                out.writeInt(d.epoch());
                out.writeInt(d.zone());
                byte[] lines = d.lines().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.writeInt(lines.length);
                out.write(lines);
                out.writeLong(d.handedOff());
                out.writeLong(d.tickMedianNanos());
                out.writeLong(d.tickP95Nanos());
            } else {
                throw new IllegalArgumentException("not a message of the cluster sample: " + o.getClass().getName());
            }
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    @Override
    public Object fromBinary(byte[] bytes, String manifest) throws NotSerializableException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        try {
            Object message = switch (manifest) {
                case "S" -> new Start(in.readInt(), WorldSpec.read(in));
                case "R" -> new Restore(in.readInt(), in.readInt(), WorldSpec.read(in));
                case "H" -> new Handoff(in.readInt(), in.readInt(), in.readInt(), readBytes(in, bytes.length));
                case "V" -> new Saved(in.readInt(), in.readInt(), in.readInt());
                case "D" -> new Done(in.readInt(), in.readInt(),
                        new String(readBytes(in, bytes.length), java.nio.charset.StandardCharsets.UTF_8),
                        in.readLong(), in.readLong(), in.readLong());
                default -> throw new NotSerializableException("unknown manifest " + manifest);
            };
            if (in.available() > 0) {
                throw new NotSerializableException(in.available() + " bytes after a message " + manifest);
            }
            return message;
        } catch (IOException e) {
            NotSerializableException refused = new NotSerializableException("a malformed message " + manifest
                    + ": " + e.getMessage());
            refused.initCause(e);
            throw refused;
        }
    }

    /** A length, checked against what the frame holds before anything is allocated, then the bytes. */
    private static byte[] readBytes(DataInputStream in, int frame) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > frame) {
            throw new IOException("a length of " + length + " in a frame of " + frame);
        }
        byte[] b = new byte[length];
        in.readFully(b);
        return b;
    }
}
