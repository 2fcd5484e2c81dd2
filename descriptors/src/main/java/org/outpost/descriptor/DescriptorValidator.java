// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.jboss.jandex.IndexView;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.UpdateMode;

/**
 * Checks a descriptor against the deployment's classes and returns every problem at once, each naming its culprit:
 * duplicate keys, unknown classes, non-entities, unknown fields, named queries and methods, and contradictory
 * settings.
 */
public final class DescriptorValidator {

    private final DeploymentIndex index;
    private final List<Problem> problems = new ArrayList<>();

    private DescriptorValidator(DeploymentIndex index) {
        this.index = index;
    }

    /**
     * Validates a descriptor: its {@linkplain #duplicates duplicates}, then each element against the index.
     *
     * @param descriptor the descriptor, typically the merged one
     * @param index      the deployment's classes
     * @return every problem, in the order of the elements
     */
    public static List<Problem> validate(OutpostDescriptor descriptor, IndexView index) {
        DescriptorValidator validator = new DescriptorValidator(new DeploymentIndex(index));
        validator.problems.addAll(duplicates(descriptor));
        Set<String> replicated = descriptor.replicatedEntities().stream().map(ReplicatedEntity::className)
                .collect(Collectors.toSet());
        descriptor.replicatedEntities().forEach(validator::check);
        descriptor.cacheableQueries().forEach(query -> validator.check(query, replicated));
        descriptor.facades().forEach(validator::check);
        return List.copyOf(validator.problems);
    }

    /**
     * Finds the keys declared more than once: entity classes, query names, façade classes, method names of a façade.
     *
     * @param descriptor the descriptor, typically all XML descriptors of a deployment together
     * @return one problem per repeated declaration, at the repetition, naming the first declaration
     */
    public static List<Problem> duplicates(OutpostDescriptor descriptor) {
        List<Problem> found = new ArrayList<>();
        found.addAll(duplicates(descriptor.replicatedEntities(), ReplicatedEntity::className,
                ReplicatedEntity::origin, DescriptorValidator::subject));
        found.addAll(duplicates(descriptor.cacheableQueries(), CacheableQuery::name, CacheableQuery::origin,
                DescriptorValidator::subject));
        found.addAll(duplicates(descriptor.facades(), Facade::className, Facade::origin,
                DescriptorValidator::subject));
        for (Facade facade : descriptor.facades()) {
            found.addAll(duplicates(facade.methods(), FacadeMethod::name, FacadeMethod::origin,
                    method -> subject(facade, method)));
        }
        return found;
    }

    private static <T> List<Problem> duplicates(List<T> elements, Function<T, String> key,
                                                Function<T, Origin> origin, Function<T, String> subject) {
        Map<String, T> first = new HashMap<>();
        List<Problem> found = new ArrayList<>();
        for (T element : elements) {
            T earlier = first.putIfAbsent(key.apply(element), element);
            if (earlier != null) {
                found.add(new Problem(origin.apply(element), subject.apply(element)
                        + " is declared more than once; first at " + origin.apply(earlier)));
            }
        }
        return found;
    }

    private void check(ReplicatedEntity entity) {
        String subject = subject(entity);
        if (!classFound(entity.origin(), subject, entity.className())) {
            return;
        }
        if (!index.isEntity(entity.className())) {
            problem(entity.origin(), subject + " is not a JPA entity: it lacks @" + DeploymentIndex.ENTITY);
        }
        if (entity.update() == UpdateMode.INVALIDATE && !entity.allFields()) {
            problem(entity.origin(), subject + ": " + attribute(entity.origin(), "fields", "fields") + " '"
                    + String.join(" ", entity.fields()) + "' contradicts update '" + UpdateMode.INVALIDATE.token()
                    + "', with which only keys travel; drop the fields or choose another update mode");
        }
        entity.fields().stream()
                .filter(field -> !index.hasPersistentField(entity.className(), field))
                .forEach(field -> problem(entity.origin(), subject + " has no persistent field '" + field
                        + "' (in the class or its superclasses)"));
    }

    private void check(CacheableQuery query, Set<String> replicated) {
        String subject = subject(query);
        String invalidatedBy = attribute(query.origin(), "invalidated-by", "invalidatedBy");
        for (String className : query.invalidatedBy()) {
            if (index.find(className).isEmpty()) {
                problem(query.origin(), subject + ": " + invalidatedBy + " class '" + className
                        + "' not found in the deployment");
            } else if (!index.isEntity(className)) {
                problem(query.origin(), subject + ": " + invalidatedBy + " class '" + className
                        + "' is not a JPA entity: it lacks @" + DeploymentIndex.ENTITY);
            }
        }
        index.namedQueryJpql(query.name()).ifPresentOrElse(
                jpql -> {
                    if (query.source() == QuerySource.EDGE) {
                        checkReadsReplicated(query, subject, jpql, replicated);
                    }
                },
                () -> problem(query.origin(), subject + ": no @NamedQuery named '" + query.name()
                        + "' in the deployment"));
    }

    /** A query evaluated at the edge can read only replicated entities; names JPQL does not resolve are left alone. */
    private void checkReadsReplicated(CacheableQuery query, String subject, String jpql, Set<String> replicated) {
        for (String name : JpqlEntityNames.of(jpql)) {
            index.entityClass(name)
                    .filter(className -> !replicated.contains(className))
                    .ifPresent(className -> problem(query.origin(), subject + " has source '"
                            + QuerySource.EDGE.token() + "' but its JPQL reads entity '" + name + "' (" + className
                            + "), which is not replicated; replicate it or use source '" + QuerySource.MAIN.token()
                            + "'"));
        }
    }

    private void check(Facade facade) {
        if (!classFound(facade.origin(), subject(facade), facade.className())) {
            return;
        }
        facade.methods().stream()
                .filter(method -> !index.hasMethod(facade.className(), method.name()))
                .forEach(method -> problem(method.origin(), subject(facade, method)
                        + " not found in the class or its superclasses"));
    }

    private boolean classFound(Origin origin, String subject, String className) {
        boolean found = index.find(className).isPresent();
        if (!found) {
            problem(origin, subject + " not found in the deployment");
        }
        return found;
    }

    private void problem(Origin origin, String message) {
        problems.add(new Problem(origin, message));
    }

    private static String subject(ReplicatedEntity entity) {
        return subject(entity.origin(), "replicated-entity class", "@ReadOnlyReplica class", entity.className());
    }

    private static String subject(CacheableQuery query) {
        return subject(query.origin(), "cacheable-query", "@CacheableQuery", query.name());
    }

    private static String subject(Facade facade) {
        return subject(facade.origin(), "facade class", "@ExecuteAt class", facade.className());
    }

    private static String subject(Facade facade, FacadeMethod method) {
        return subject(method.origin(), "method", "@ExecuteAt method", method.name()) + " of " + subject(facade);
    }

    /** Names an element as its author wrote it: the XML element, or the annotation. */
    private static String subject(Origin origin, String xmlForm, String annotationForm, String key) {
        return (origin instanceof Origin.AnnotationLocation ? annotationForm : xmlForm) + " '" + key + "'";
    }

    private static String attribute(Origin origin, String xmlName, String annotationMember) {
        return origin instanceof Origin.AnnotationLocation ? annotationMember : xmlName;
    }
}
