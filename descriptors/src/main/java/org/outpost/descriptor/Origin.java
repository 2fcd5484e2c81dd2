// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a descriptor element was declared: a place in an XML file or an annotated class or member.
 */
public sealed interface Origin permits Origin.XmlLocation, Origin.AnnotationLocation, Origin.Unspecified {

    /**
     * Orders origins deterministically: XML locations by file, line and column, then annotation locations by class
     * and member, then unspecified ones.
     */
    Comparator<Origin> ORDER = Comparator.comparingInt(Origin::rank)
            .thenComparing(Origin::sortKey)
            .thenComparingInt(Origin::line)
            .thenComparingInt(Origin::column);

    /**
     * Returns a location in an XML file.
     *
     * @param file   the file name as the user knows it, e.g. {@code app.ear!/META-INF/outpost.xml}
     * @param line   the line, from 1
     * @param column the column, from 1
     * @return the origin
     */
    static Origin xml(String file, int line, int column) {
        return new XmlLocation(file, line, column);
    }

    /**
     * Returns an annotation on a class.
     *
     * @param className the fully qualified class name
     * @return the origin
     */
    static Origin annotation(String className) {
        return new AnnotationLocation(className, Optional.empty());
    }

    /**
     * Returns an annotation on a member of a class.
     *
     * @param className the fully qualified class name
     * @param member    the method or field name
     * @return the origin
     */
    static Origin annotation(String className, String member) {
        return new AnnotationLocation(className, Optional.of(member));
    }

    /**
     * Returns the origin of elements built in code or stripped of their origin by
     * {@link OutpostDescriptor#canonical()}.
     *
     * @return the unspecified origin
     */
    static Origin unspecified() {
        return Unspecified.INSTANCE;
    }

    private int rank() {
        return this instanceof XmlLocation ? 0 : this instanceof AnnotationLocation ? 1 : 2;
    }

    private String sortKey() {
        return this instanceof XmlLocation xml ? xml.file() : toString();
    }

    private int line() {
        return this instanceof XmlLocation xml ? xml.line() : 0;
    }

    private int column() {
        return this instanceof XmlLocation xml ? xml.column() : 0;
    }

    /**
     * A place in an XML descriptor, shown as {@code file:line:column}.
     *
     * @param file   the file name
     * @param line   the line, from 1
     * @param column the column, from 1
     */
    record XmlLocation(String file, int line, int column) implements Origin {

        /** Checks that the file is named. */
        public XmlLocation {
            Objects.requireNonNull(file, "file");
        }

        @Override
        public String toString() {
            return file + ":" + line + ":" + column;
        }
    }

    /**
     * An annotated class or member, shown as {@code com.x.Foo} or {@code com.x.Foo#member}.
     *
     * @param className the fully qualified class name
     * @param member    the annotated method or field, empty for the class itself
     */
    record AnnotationLocation(String className, Optional<String> member) implements Origin {

        /** Checks that the class is named. */
        public AnnotationLocation {
            Objects.requireNonNull(className, "className");
            Objects.requireNonNull(member, "member");
        }

        @Override
        public String toString() {
            return member.map(name -> className + "#" + name).orElse(className);
        }
    }

    /**
     * No known origin.
     */
    enum Unspecified implements Origin {
        /** The only instance. */
        INSTANCE;

        @Override
        public String toString() {
            return "(unspecified)";
        }
    }
}
