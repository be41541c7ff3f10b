package dev.brainstem.devtools;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a class file declares, as far as a JVM redefinition and Brainstem's reload care (JVMS chapter 4):
 * the class's flags, superclass and interfaces, its fields and methods with descriptors and flags, the
 * attributes the JVM compares (NestHost, NestMembers, PermittedSubclasses, Record), the class-retention
 * annotations (Brainstem's annotations live only there, so the file says which method is
 * {@code @OnUpdate("CHASE")}), and the string constants (how a failed build shows in a class).
 *
 * <p>{@link #read} reads the whole file or throws: a file still being written never parses, which is how
 * the watcher knows a build is not finished.
 */
final class ClassShape {
    /** A class-file annotation: its type's descriptor and its elements, each value written as Java source writes it. */
    record Annotation(String type, Map<String, String> values) {
        /** The annotation's simple name: {@code OnUpdate} for {@code Ldev/brainstem/OnUpdate;}. */
        String simpleName() {
            String name = type.substring(1, type.length() - 1);
            return name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('$')) + 1);
        }

        /**
         * As source writes it, shortened to its {@code value} when it has one: {@code @OnUpdate("CHASE")},
         * {@code @Transition(from = "IDLE", to = "ALARM")}.
         */
        @Override
        public String toString() {
            String value = values.get("value");
            if (value != null) {
                return "@" + simpleName() + "(" + value + ")";
            }
            List<String> elements = new ArrayList<>();
            values.forEach((element, text) -> elements.add(element + " = " + text));
            return "@" + simpleName() + (elements.isEmpty() ? "" : "(" + String.join(", ", elements) + ")");
        }
    }

    /** A field or method: name, descriptor, access flags, annotations, and a field's ConstantValue (else null). */
    record Member(String name, String descriptor, int access, List<Annotation> annotations, Object constant) {
        boolean annotated(String type) {
            return annotations.stream().anyMatch(annotation -> annotation.type().equals(type));
        }
    }

    static final int ACC_PRIVATE = 0x0002;
    static final int ACC_STATIC = 0x0008;
    static final int ACC_FINAL = 0x0010;
    static final int ACC_NATIVE = 0x0100;
    static final int ACC_ENUM = 0x4000;

    final int access;
    /** Internal names ({@code dev/brainstem/Foo}); super is null only for java/lang/Object. */
    final String name;
    final String superName;
    final List<String> interfaces;
    final List<Member> fields;
    final List<Member> methods;
    final String nestHost;
    final List<String> nestMembers;
    final List<String> permittedSubclasses;
    /** Record components as {@code name descriptor}; null when the class is no record. */
    final List<String> recordComponents;
    final List<Annotation> annotations;
    final List<String> strings;

    private ClassShape(Reader in) throws IOException {
        if (in.u4() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.u2();
        in.u2();
        in.readPool();
        access = in.u2();
        name = in.className(in.u2());
        int superIndex = in.u2();
        superName = superIndex == 0 ? null : in.className(superIndex);
        List<String> implemented = new ArrayList<>();
        for (int i = in.u2(); i > 0; i--) {
            implemented.add(in.className(in.u2()));
        }
        interfaces = List.copyOf(implemented);
        fields = in.members();
        methods = in.members();
        Map<String, Object> attributes = in.classAttributes();
        nestHost = (String) attributes.get("NestHost");
        nestMembers = names(attributes.get("NestMembers"));
        permittedSubclasses = names(attributes.get("PermittedSubclasses"));
        @SuppressWarnings("unchecked")
        List<String> components = (List<String>) attributes.get("Record");
        recordComponents = components;
        annotations = in.annotationsOf(attributes);
        strings = in.strings();
        if (in.available() != 0) {
            throw new IOException("bytes after the class's end");
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> names(Object list) {
        return list == null ? List.of() : (List<String>) list;
    }

    /** The shape of a complete class file; throws when the bytes are no class file or end early. */
    static ClassShape read(byte[] bytes) throws IOException {
        return new ClassShape(new Reader(bytes));
    }

    /** The class's binary name: {@code dev.brainstem.Foo$Bar}. */
    String binaryName() {
        return name.replace('/', '.');
    }

    /** The name after the package: {@code Foo$Bar}. */
    String simpleName() {
        return name.substring(name.lastIndexOf('/') + 1);
    }

    boolean isEnum() {
        return (access & ACC_ENUM) != 0;
    }

    /** The field named {@code name}, or null. */
    Member field(String fieldName) {
        for (Member field : fields) {
            if (field.name().equals(fieldName)) {
                return field;
            }
        }
        return null;
    }

    /** The names of an enum's constants, in order (empty for other classes). */
    List<String> enumConstants() {
        List<String> constants = new ArrayList<>();
        for (Member field : fields) {
            if ((field.access() & ACC_ENUM) != 0) {
                constants.add(field.name());
            }
        }
        return constants;
    }

    /** The class annotations of type {@code type}, those inside a repeatable's container included. */
    List<Annotation> annotations(String type) {
        List<Annotation> found = new ArrayList<>();
        for (Annotation annotation : annotations) {
            if (annotation.type().equals(type)) {
                found.add(annotation);
            }
        }
        return found;
    }

    /** The class file's bytes as a stream of JVMS 4 items. */
    private static final class Reader {
        private final DataInputStream in;
        private Object[] pool;
        private final List<Integer> stringIndexes = new ArrayList<>();

        Reader(byte[] bytes) {
            in = new DataInputStream(new ByteArrayInputStream(bytes));
        }

        int available() throws IOException {
            return in.available();
        }

        int u1() throws IOException {
            return in.readUnsignedByte();
        }

        int u2() throws IOException {
            return in.readUnsignedShort();
        }

        int u4() throws IOException {
            return in.readInt();
        }

        void skip(int bytes) throws IOException {
            if (in.skipBytes(bytes) != bytes) {
                throw new EOFException();
            }
        }

        void readPool() throws IOException {
            int count = u2();
            pool = new Object[count];
            for (int i = 1; i < count; i++) {
                int tag = u1();
                switch (tag) {
                    case 1 -> pool[i] = in.readUTF();
                    case 3 -> pool[i] = in.readInt();
                    case 4 -> pool[i] = in.readFloat();
                    case 5 -> pool[i++] = in.readLong();
                    case 6 -> pool[i++] = in.readDouble();
                    // A class's or string's name index, kept as an int[] to tell it from an Integer constant.
                    case 7, 8, 16, 19, 20 -> {
                        pool[i] = new int[] {tag, u2()};
                        if (tag == 8) {
                            stringIndexes.add(i);
                        }
                    }
                    case 9, 10, 11, 12, 17, 18 -> skip(4);
                    case 15 -> skip(3);
                    default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
                }
            }
        }

        String utf8(int index) throws IOException {
            if (index <= 0 || index >= pool.length || !(pool[index] instanceof String text)) {
                throw new IOException("constant " + index + " is no Utf8");
            }
            return text;
        }

        String className(int index) throws IOException {
            if (index <= 0 || index >= pool.length || !(pool[index] instanceof int[] ref) || ref[0] != 7) {
                throw new IOException("constant " + index + " is no Class");
            }
            return utf8(ref[1]);
        }

        Object constant(int index) throws IOException {
            if (index <= 0 || index >= pool.length || pool[index] == null) {
                throw new IOException("constant " + index + " is missing");
            }
            return pool[index] instanceof int[] ref ? utf8(ref[1]) : pool[index];
        }

        List<String> strings() throws IOException {
            List<String> strings = new ArrayList<>();
            for (int index : stringIndexes) {
                strings.add(constant(index).toString());
            }
            return strings;
        }

        List<Member> members() throws IOException {
            List<Member> members = new ArrayList<>();
            for (int count = u2(); count > 0; count--) {
                int flags = u2();
                String memberName = utf8(u2());
                String descriptor = utf8(u2());
                List<Annotation> found = new ArrayList<>();
                Object constant = null;
                for (int attributes = u2(); attributes > 0; attributes--) {
                    String attribute = utf8(u2());
                    int length = u4();
                    switch (attribute) {
                        case "ConstantValue" -> constant = constant(u2());
                        case "RuntimeInvisibleAnnotations", "RuntimeVisibleAnnotations" -> found.addAll(annotations());
                        default -> skip(length);
                    }
                }
                members.add(new Member(memberName, descriptor, flags, List.copyOf(found), constant));
            }
            return List.copyOf(members);
        }

        Map<String, Object> classAttributes() throws IOException {
            Map<String, Object> attributes = new LinkedHashMap<>();
            List<Annotation> found = new ArrayList<>();
            for (int count = u2(); count > 0; count--) {
                String attribute = utf8(u2());
                int length = u4();
                switch (attribute) {
                    case "NestHost" -> attributes.put(attribute, className(u2()));
                    case "NestMembers", "PermittedSubclasses" -> {
                        List<String> classes = new ArrayList<>();
                        for (int i = u2(); i > 0; i--) {
                            classes.add(className(u2()));
                        }
                        attributes.put(attribute, List.copyOf(classes));
                    }
                    case "Record" -> {
                        List<String> components = new ArrayList<>();
                        for (int i = u2(); i > 0; i--) {
                            components.add(utf8(u2()) + " " + utf8(u2()));
                            for (int a = u2(); a > 0; a--) {
                                u2();
                                skip(u4());
                            }
                        }
                        attributes.put(attribute, List.copyOf(components));
                    }
                    case "RuntimeInvisibleAnnotations", "RuntimeVisibleAnnotations" -> found.addAll(annotations());
                    default -> skip(length);
                }
            }
            attributes.put("annotations", found);
            return attributes;
        }

        @SuppressWarnings("unchecked")
        List<Annotation> annotationsOf(Map<String, Object> attributes) {
            return List.copyOf((List<Annotation>) attributes.get("annotations"));
        }

        /**
         * An annotations attribute's annotations, and those inside them: a repeated annotation's
         * container ({@code @StateGroups({@StateGroup(...), ...})}) counts its members as the element's own.
         */
        List<Annotation> annotations() throws IOException {
            List<Annotation> found = new ArrayList<>();
            for (int count = u2(); count > 0; count--) {
                List<Annotation> inner = new ArrayList<>();
                found.add(annotation(inner));
                found.addAll(inner);
            }
            return found;
        }

        Annotation annotation(List<Annotation> inner) throws IOException {
            String type = utf8(u2());
            Map<String, String> values = new LinkedHashMap<>();
            for (int pairs = u2(); pairs > 0; pairs--) {
                String element = utf8(u2());
                values.put(element, value(inner));
            }
            return new Annotation(type, Collections.unmodifiableMap(values));
        }

        /** An element value as source writes it; nested annotations are also added to {@code inner}. */
        String value(List<Annotation> inner) throws IOException {
            int tag = u1();
            switch (tag) {
                case 's':
                    return '"' + utf8(u2()) + '"';
                case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z':
                    return String.valueOf(constant(u2()));
                case 'e': {
                    String type = utf8(u2());
                    String constantName = utf8(u2());
                    return type.substring(type.lastIndexOf('/') + 1, type.length() - 1) + "." + constantName;
                }
                case 'c': {
                    String type = utf8(u2());
                    return (type.startsWith("L") ? type.substring(type.lastIndexOf('/') + 1, type.length() - 1) : type)
                            + ".class";
                }
                case '@': {
                    Annotation annotation = annotation(inner);
                    inner.add(annotation);
                    return annotation.toString();
                }
                case '[': {
                    List<String> items = new ArrayList<>();
                    for (int count = u2(); count > 0; count--) {
                        items.add(value(inner));
                    }
                    return items.size() == 1 ? items.get(0) : "{" + String.join(", ", items) + "}";
                }
                default:
                    throw new IOException("unknown element value tag " + (char) tag);
            }
        }
    }
}
