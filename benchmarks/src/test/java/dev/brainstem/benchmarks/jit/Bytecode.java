package dev.brainstem.benchmarks.jit;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The bytecode size of each method of a compiled class, as HotSpot's inlining flags measure it (the
 * {@code code_length} of its {@code Code} attribute): read straight from the class file, so that a test can hold
 * generated code to the sizes the JIT inlines without a bytecode library.
 */
final class Bytecode {
    private Bytecode() {
    }

    /** Each method's name and descriptor ({@code move(Ldev/...;IIIIF)I}) to its bytecode size, in file order. */
    static Map<String, Integer> sizes(Class<?> type) throws IOException {
        String file = type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class";
        try (InputStream in = type.getResourceAsStream(file)) {
            if (in == null) {
                throw new IOException("no class file beside " + type.getName());
            }
            return sizes(in.readAllBytes());
        }
    }

    static Map<String, Integer> sizes(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // a long or a double takes two entries
                }
                case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
                case 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> throw new IOException("constant pool tag " + tag + " at entry " + i);
            }
        }
        in.readUnsignedShort(); // access
        in.readUnsignedShort(); // this
        in.readUnsignedShort(); // super
        in.skipBytes(2 * in.readUnsignedShort()); // interfaces
        int fields = in.readUnsignedShort();
        for (int f = 0; f < fields; f++) {
            in.skipBytes(6);
            skipAttributes(in);
        }
        Map<String, Integer> sizes = new LinkedHashMap<>();
        int methods = in.readUnsignedShort();
        for (int m = 0; m < methods; m++) {
            in.readUnsignedShort(); // access
            String name = utf8[in.readUnsignedShort()];
            String descriptor = utf8[in.readUnsignedShort()];
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8[in.readUnsignedShort()];
                int length = in.readInt();
                if (attribute.equals("Code")) {
                    in.readUnsignedShort(); // max stack
                    in.readUnsignedShort(); // max locals
                    int code = in.readInt();
                    sizes.put(name + descriptor, code);
                    in.skipBytes(length - 8);
                } else {
                    in.skipBytes(length);
                }
            }
        }
        return sizes;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.readUnsignedShort();
            in.skipBytes(in.readInt());
        }
    }
}
