package dev.brainstem.processor.writing;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A reader of just enough of a class file (JVMS chapter 4) to see its members and each method's bytecode:
 * the constant pool is walked to find names, and each {@code Code} attribute is scanned instruction by
 * instruction, with the real operand lengths ({@code tableswitch} and {@code lookupswitch} padding,
 * {@code wide}), so that an opcode byte is never confused with an operand byte.
 *
 * @param declaration the class's access flags, superclass, interfaces and nest (what a redefinition may not change)
 */
record ClassFile(String name, String declaration, List<Field> fields, List<Method> methods) {

    static final int TABLESWITCH = 0xaa;
    static final int LOOKUPSWITCH = 0xab;

    /** One field: its name, descriptor and access flags. */
    record Field(String name, String descriptor, int access) {}

    /**
     * One method: its name, descriptor, access flags, and the opcodes of its code in order with the offset of each
     * (both empty when it has no code).
     */
    record Method(String name, String descriptor, int access, int codeLength, List<Integer> opcodes,
            List<Integer> offsets) {
        long count(int opcode) {
            return opcodes.stream().filter(op -> op == opcode).count();
        }

        @Override
        public String toString() {
            return name + descriptor + " (" + codeLength + " bytes)";
        }
    }

    static ClassFile read(byte[] bytes) {
        try {
            return new Reader(bytes).read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * What the JVM's class redefinition keeps fixed: the declaration and every field's and method's name,
     * descriptor and access flags, a line each, sorted.
     */
    List<String> shape() {
        List<String> shape = new ArrayList<>();
        shape.add("class " + name + " " + declaration);
        fields.forEach(f -> shape.add("field " + f.name() + " " + f.descriptor() + " 0x" + Integer.toHexString(f.access())));
        methods.forEach(m -> shape.add("method " + m.name() + m.descriptor() + " 0x" + Integer.toHexString(m.access())));
        shape.sort(null);
        return shape;
    }

    Method method(String name) {
        return methods.stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(this.name + " has no method " + name + ": " + methods));
    }

    private static final class Reader {
        private final DataInputStream in;
        private String[] utf8;
        private int[] classNameIndex;

        Reader(byte[] bytes) {
            in = new DataInputStream(new ByteArrayInputStream(bytes));
        }

        ClassFile read() throws IOException {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IllegalArgumentException("not a class file");
            }
            in.readUnsignedShort(); // minor
            in.readUnsignedShort(); // major
            constantPool();
            StringBuilder declaration = new StringBuilder("0x").append(Integer.toHexString(in.readUnsignedShort()));
            String name = className(in.readUnsignedShort());
            declaration.append(" extends ").append(className(in.readUnsignedShort()));
            int interfaces = in.readUnsignedShort();
            for (int i = 0; i < interfaces; i++) {
                declaration.append(i == 0 ? " implements " : ", ").append(className(in.readUnsignedShort()));
            }
            int fieldCount = in.readUnsignedShort();
            List<Field> fields = new ArrayList<>();
            for (int i = 0; i < fieldCount; i++) {
                int access = in.readUnsignedShort();
                fields.add(new Field(utf8[in.readUnsignedShort()], utf8[in.readUnsignedShort()], access));
                skipAttributes();
            }
            int count = in.readUnsignedShort();
            List<Method> methods = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int access = in.readUnsignedShort();
                String methodName = utf8[in.readUnsignedShort()];
                String descriptor = utf8[in.readUnsignedShort()];
                int codeLength = 0;
                List<Integer> opcodes = new ArrayList<>();
                List<Integer> offsets = new ArrayList<>();
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attribute = utf8[in.readUnsignedShort()];
                    int length = in.readInt();
                    if (attribute.equals("Code")) {
                        byte[] body = in.readNBytes(length);
                        DataInputStream code = new DataInputStream(new ByteArrayInputStream(body));
                        code.skipBytes(4); // max_stack, max_locals
                        codeLength = code.readInt();
                        scan(code.readNBytes(codeLength), opcodes, offsets);
                    } else {
                        in.skipBytes(length);
                    }
                }
                methods.add(new Method(methodName, descriptor, access, codeLength, List.copyOf(opcodes),
                        List.copyOf(offsets)));
            }
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8[in.readUnsignedShort()];
                int length = in.readInt();
                if (attribute.equals("NestHost")) {
                    declaration.append(" nest host ").append(className(in.readUnsignedShort()));
                } else if (attribute.equals("NestMembers") || attribute.equals("PermittedSubclasses")) {
                    int classes = in.readUnsignedShort();
                    declaration.append(' ').append(attribute);
                    for (int c = 0; c < classes; c++) {
                        declaration.append(' ').append(className(in.readUnsignedShort()));
                    }
                } else {
                    in.skipBytes(length);
                }
            }
            return new ClassFile(name, declaration.toString(), List.copyOf(fields), List.copyOf(methods));
        }

        private String className(int index) {
            return index == 0 ? "-" : utf8[classNameIndex[index]];
        }

        private void constantPool() throws IOException {
            int count = in.readUnsignedShort();
            utf8 = new String[count];
            classNameIndex = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 7 -> classNameIndex[i] = in.readUnsignedShort();
                    case 8, 16, 19, 20 -> in.skipBytes(2);
                    case 15 -> in.skipBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                    case 5, 6 -> {
                        in.skipBytes(8);
                        i++; // a long or double takes two entries
                    }
                    default -> throw new IllegalArgumentException("constant pool tag " + tag + " at " + i);
                }
            }
        }

        private void skipAttributes() throws IOException {
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                in.skipBytes(2);
                in.skipBytes(in.readInt());
            }
        }
    }

    /** Adds the opcode and offset of each instruction of {@code code}, skipping operands. */
    static void scan(byte[] code, List<Integer> opcodes, List<Integer> offsets) {
        int pc = 0;
        while (pc < code.length) {
            int opcode = code[pc] & 0xff;
            opcodes.add(opcode);
            offsets.add(pc);
            pc += length(code, pc, opcode);
        }
        if (pc != code.length) {
            throw new IllegalArgumentException("the last instruction runs past the code, to " + pc);
        }
    }

    /** The length of the instruction at {@code pc}, operands included. */
    private static int length(byte[] code, int pc, int opcode) {
        if (opcode == TABLESWITCH || opcode == LOOKUPSWITCH) {
            int operands = (pc + 4) & ~3; // 0-3 bytes of padding after the opcode
            if (opcode == TABLESWITCH) {
                int low = int32(code, operands + 4);
                int high = int32(code, operands + 8);
                return operands - pc + 12 + 4 * (high - low + 1);
            }
            int pairs = int32(code, operands + 4);
            return operands - pc + 8 + 8 * pairs;
        }
        if (opcode == 0xc4) { // wide
            return (code[pc + 1] & 0xff) == 0x84 ? 6 : 4; // wide iinc, or a wide load, store or ret
        }
        int length = LENGTHS[opcode];
        if (length == 0) {
            throw new IllegalArgumentException("undefined opcode 0x" + Integer.toHexString(opcode) + " at " + pc);
        }
        return length;
    }

    private static int int32(byte[] code, int at) {
        return (code[at] & 0xff) << 24 | (code[at + 1] & 0xff) << 16 | (code[at + 2] & 0xff) << 8 | code[at + 3] & 0xff;
    }

    /** Instruction lengths, opcode included, of the fixed-length instructions; 0 for undefined opcodes. */
    private static final int[] LENGTHS = new int[256];

    static {
        fill(0x00, 0x0f, 1); // nop, aconst_null, iconst_*, lconst_*, fconst_*, dconst_*
        LENGTHS[0x10] = 2; // bipush
        LENGTHS[0x11] = 3; // sipush
        LENGTHS[0x12] = 2; // ldc
        LENGTHS[0x13] = 3; // ldc_w
        LENGTHS[0x14] = 3; // ldc2_w
        fill(0x15, 0x19, 2); // iload .. aload
        fill(0x1a, 0x2d, 1); // iload_0 .. aload_3
        fill(0x2e, 0x35, 1); // iaload .. saload
        fill(0x36, 0x3a, 2); // istore .. astore
        fill(0x3b, 0x4e, 1); // istore_0 .. astore_3
        fill(0x4f, 0x56, 1); // iastore .. sastore
        fill(0x57, 0x5f, 1); // pop .. swap
        fill(0x60, 0x83, 1); // arithmetic and logic
        LENGTHS[0x84] = 3; // iinc
        fill(0x85, 0x98, 1); // conversions and comparisons
        fill(0x99, 0xa8, 3); // if*, goto, jsr
        LENGTHS[0xa9] = 2; // ret
        fill(0xac, 0xb1, 1); // returns
        fill(0xb2, 0xb8, 3); // getstatic .. invokestatic
        LENGTHS[0xb9] = 5; // invokeinterface
        LENGTHS[0xba] = 5; // invokedynamic
        LENGTHS[0xbb] = 3; // new
        LENGTHS[0xbc] = 2; // newarray
        LENGTHS[0xbd] = 3; // anewarray
        LENGTHS[0xbe] = 1; // arraylength
        LENGTHS[0xbf] = 1; // athrow
        LENGTHS[0xc0] = 3; // checkcast
        LENGTHS[0xc1] = 3; // instanceof
        LENGTHS[0xc2] = 1; // monitorenter
        LENGTHS[0xc3] = 1; // monitorexit
        LENGTHS[0xc5] = 4; // multianewarray
        LENGTHS[0xc6] = 3; // ifnull
        LENGTHS[0xc7] = 3; // ifnonnull
        LENGTHS[0xc8] = 5; // goto_w
        LENGTHS[0xc9] = 5; // jsr_w
    }

    private static void fill(int from, int to, int length) {
        for (int opcode = from; opcode <= to; opcode++) {
            LENGTHS[opcode] = length;
        }
    }
}
