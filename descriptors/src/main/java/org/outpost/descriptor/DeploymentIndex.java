// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.FieldInfo;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;

/**
 * What the validator asks of a deployment's Jandex index: classes, JPA entities and their names, named queries,
 * fields and methods including those inherited from superclasses in the index. Jakarta annotations are matched by
 * name; nothing is loaded.
 */
final class DeploymentIndex {

    static final String ENTITY = "jakarta.persistence.Entity";
    private static final DotName ENTITY_NAME = DotName.createSimple(ENTITY);
    private static final DotName NAMED_QUERY = DotName.createSimple("jakarta.persistence.NamedQuery");
    private static final DotName NAMED_QUERIES = DotName.createSimple("jakarta.persistence.NamedQueries");

    private final IndexView index;
    private final Map<String, String> entityClassByName = new HashMap<>();
    private final Map<String, String> jpqlByQueryName = new HashMap<>();

    DeploymentIndex(IndexView index) {
        this.index = index;
        for (AnnotationInstance entity : index.getAnnotations(ENTITY_NAME)) {
            if (entity.target().kind() == AnnotationTarget.Kind.CLASS) {
                ClassInfo entityClass = entity.target().asClass();
                String name = Optional.ofNullable(entity.value("name")).map(AnnotationValue::asString)
                        .filter(text -> !text.isEmpty())
                        .orElse(entityClass.simpleName());
                entityClassByName.put(name, entityClass.name().toString());
            }
        }
        index.getAnnotations(NAMED_QUERY).forEach(this::addNamedQuery);
        for (AnnotationInstance container : index.getAnnotations(NAMED_QUERIES)) {
            for (AnnotationInstance query : container.value().asNestedArray()) {
                addNamedQuery(query);
            }
        }
    }

    private void addNamedQuery(AnnotationInstance query) {
        jpqlByQueryName.putIfAbsent(query.value("name").asString(), query.value("query").asString());
    }

    Optional<ClassInfo> find(String className) {
        return Optional.ofNullable(index.getClassByName(DotName.createSimple(className)));
    }

    boolean isEntity(String className) {
        return find(className).map(type -> type.hasDeclaredAnnotation(ENTITY_NAME)).orElse(false);
    }

    /**
     * Resolves a name used in JPQL: an entity name, or the fully qualified name of an entity class.
     *
     * @return the entity class, empty if the name is neither
     */
    Optional<String> entityClass(String jpqlName) {
        return Optional.ofNullable(entityClassByName.get(jpqlName))
                .or(() -> Optional.of(jpqlName).filter(this::isEntity));
    }

    /** The JPQL of the {@code @NamedQuery} of that name, declared alone or in {@code @NamedQueries}. */
    Optional<String> namedQueryJpql(String name) {
        return Optional.ofNullable(jpqlByQueryName.get(name));
    }

    /** Whether the class or a superclass in the index has an instance field, or a getter, of that name. */
    boolean hasPersistentField(String className, String field) {
        String getter = Character.toUpperCase(field.charAt(0)) + field.substring(1);
        return inHierarchy(className, type -> {
            FieldInfo declared = type.field(field);
            return declared != null && !Modifier.isStatic(declared.flags())
                    || type.methods().stream().anyMatch(method -> method.parametersCount() == 0
                    && (method.name().equals("get" + getter) || method.name().equals("is" + getter)));
        });
    }

    /** Whether the class or a superclass in the index declares a method of that name. */
    boolean hasMethod(String className, String method) {
        return inHierarchy(className, type -> type.methods().stream().map(MethodInfo::name).anyMatch(method::equals));
    }

    private boolean inHierarchy(String className, Predicate<ClassInfo> test) {
        for (Optional<ClassInfo> type = find(className); type.isPresent();
             type = Optional.ofNullable(type.get().superName()).map(DotName::toString).flatMap(this::find)) {
            if (test.test(type.get())) {
                return true;
            }
        }
        return false;
    }
}
