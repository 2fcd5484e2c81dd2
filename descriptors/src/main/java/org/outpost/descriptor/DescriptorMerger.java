// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BinaryOperator;
import java.util.function.Function;

/**
 * Combines the annotations of a deployment with its XML descriptors: an XML element overrides the annotation with the
 * same key as a whole (entity class, query name). Façades merge per method instead: an XML {@code <method>} overrides
 * the annotated method of the same name, other annotated methods stay, and the façade's own {@code execute-at} comes
 * from XML when given there, else from the annotation.
 */
public final class DescriptorMerger {

    private DescriptorMerger() {
    }

    /**
     * Merges annotations and XML. Of several elements with one key on the same side, the first is kept (the
     * validator reports the others).
     *
     * @param annotations what the annotations say
     * @param xml         what the XML descriptors say
     * @return the effective configuration
     */
    public static OutpostDescriptor merge(OutpostDescriptor annotations, OutpostDescriptor xml) {
        return new OutpostDescriptor(
                overlay(annotations.replicatedEntities(), xml.replicatedEntities(), ReplicatedEntity::className,
                        (annotated, declared) -> declared),
                overlay(annotations.cacheableQueries(), xml.cacheableQueries(), CacheableQuery::name,
                        (annotated, declared) -> declared),
                overlay(annotations.facades(), xml.facades(), Facade::className, DescriptorMerger::facade));
    }

    private static Facade facade(Facade annotated, Facade declared) {
        return new Facade(declared.className(),
                declared.executeAt().or(annotated::executeAt),
                overlay(annotated.methods(), declared.methods(), FacadeMethod::name, (method, override) -> override),
                declared.origin());
    }

    private static <T> List<T> overlay(List<T> base, List<T> overrides, Function<T, String> key,
                                       BinaryOperator<T> combine) {
        Map<String, T> merged = new LinkedHashMap<>();
        base.forEach(element -> merged.putIfAbsent(key.apply(element), element));
        Set<String> overridden = new HashSet<>();
        for (T override : overrides) {
            String name = key.apply(override);
            if (overridden.add(name)) {
                merged.merge(name, override, combine);
            }
        }
        return List.copyOf(merged.values());
    }
}
