// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.jandex;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.Type;
import org.outpost.annotation.CacheableQueries;
import org.outpost.annotation.ExecuteAt;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.ReadOnlyReplica;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.annotation.WhenDisconnected;
import org.outpost.descriptor.AttributeValues;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Facade;
import org.outpost.descriptor.FacadeMethod;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * Reads {@code @ReadOnlyReplica}, {@code @CacheableQuery} and {@code @ExecuteAt} from a Jandex index into a
 * descriptor whose origins name the annotated classes and methods. The index need not contain the annotation types,
 * so repeated {@code @CacheableQuery} annotations are read from their container explicitly. Nothing is loaded:
 * annotation values are read as Jandex sees them, and members left at their default are absent from the index and
 * take the model's defaults.
 */
public final class AnnotationReader {

    private static final DotName READ_ONLY_REPLICA = DotName.createSimple(ReadOnlyReplica.class.getName());
    private static final DotName CACHEABLE_QUERY =
            DotName.createSimple(org.outpost.annotation.CacheableQuery.class.getName());
    private static final DotName CACHEABLE_QUERIES = DotName.createSimple(CacheableQueries.class.getName());
    private static final DotName EXECUTE_AT = DotName.createSimple(ExecuteAt.class.getName());

    private final IndexView index;
    private final Consumer<Problem> problems;

    private AnnotationReader(IndexView index, Consumer<Problem> problems) {
        this.index = index;
        this.problems = problems;
    }

    /**
     * Reads the annotations of a deployment, failing on the first bad value.
     *
     * @param index the deployment's classes
     * @return the annotated configuration, elements sorted by key
     * @throws IllegalArgumentException if an annotation has a bad value (a malformed {@code maxStaleness}, a
     *                                  {@code maxEntries} below 1, overloads with different sites); the message
     *                                  lists every one
     */
    public static OutpostDescriptor read(IndexView index) {
        List<Problem> found = new ArrayList<>();
        OutpostDescriptor descriptor = read(index, found::add);
        if (!found.isEmpty()) {
            throw new IllegalArgumentException(found.stream().map(Problem::toString)
                    .collect(Collectors.joining("\n")));
        }
        return descriptor;
    }

    /**
     * Reads the annotations of a deployment, reporting bad values and reading on; a bad value is replaced by the
     * default.
     *
     * @param index    the deployment's classes
     * @param problems receives every bad value, named with its annotation member
     * @return the annotated configuration, elements sorted by key
     */
    public static OutpostDescriptor read(IndexView index, Consumer<Problem> problems) {
        AnnotationReader reader = new AnnotationReader(index, problems);
        return new OutpostDescriptor(reader.replicatedEntities(), reader.cacheableQueries(), reader.facades());
    }

    private List<ReplicatedEntity> replicatedEntities() {
        return sorted(index.getAnnotations(READ_ONLY_REPLICA)).stream()
                .filter(annotation -> annotation.target().kind() == AnnotationTarget.Kind.CLASS)
                .map(this::replicatedEntity)
                .toList();
    }

    private ReplicatedEntity replicatedEntity(AnnotationInstance annotation) {
        String className = annotation.target().asClass().name().toString();
        Origin origin = Origin.annotation(className);
        String subject = "@ReadOnlyReplica ";
        Optional<Duration> maxStaleness = maxStaleness(annotation, origin, subject);
        List<String> fields = Optional.ofNullable(annotation.value("fields"))
                .flatMap(value -> checked(origin, subject, () -> Arrays.stream(value.asStringArray())
                        .map(field -> AttributeValues.requireIdentifier("fields", field))
                        .toList()))
                .orElse(List.of());
        return new ReplicatedEntity(className,
                enumValue(annotation, "update", UpdateMode.class).orElse(ReplicatedEntity.DEFAULT_UPDATE),
                fields,
                maxStaleness,
                enumValue(annotation, "whenDisconnected", WhenDisconnected.class).flatMap(WhenDisconnected::policy),
                origin);
    }

    private Optional<Duration> maxStaleness(AnnotationInstance annotation, Origin origin, String subject) {
        return Optional.ofNullable(annotation.value("maxStaleness"))
                .map(AnnotationValue::asString)
                .filter(text -> !text.isEmpty())
                .flatMap(text -> checked(origin, subject,
                        () -> AttributeValues.parsePositiveDuration("maxStaleness", text)));
    }

    private List<CacheableQuery> cacheableQueries() {
        List<AnnotationInstance> annotations = new ArrayList<>(index.getAnnotations(CACHEABLE_QUERY));
        for (AnnotationInstance container : index.getAnnotations(CACHEABLE_QUERIES)) {
            for (AnnotationInstance repeated : container.value().asNestedArray()) {
                annotations.add(AnnotationInstance.create(repeated.name(), container.target(), repeated.values()));
            }
        }
        return sorted(annotations).stream()
                .filter(annotation -> annotation.target().kind() == AnnotationTarget.Kind.CLASS)
                .map(this::cacheableQuery)
                .flatMap(Optional::stream)
                .toList();
    }

    /** The query an annotation declares, or empty (and a problem) when it has no name. */
    private Optional<CacheableQuery> cacheableQuery(AnnotationInstance annotation) {
        Origin origin = Origin.annotation(annotation.target().asClass().name().toString());
        String name = annotation.value("name").asString();
        if (checked(origin, "@CacheableQuery ", () -> AttributeValues.requireNonBlank("name", name)).isEmpty()) {
            return Optional.empty();
        }
        String subject = "@CacheableQuery '" + name + "' ";
        int maxEntries = Optional.ofNullable(annotation.value("maxEntries"))
                .map(AnnotationValue::asInt)
                .flatMap(value -> checked(origin, subject, () -> AttributeValues.requirePositive("maxEntries", value)))
                .orElse(CacheableQuery.DEFAULT_MAX_ENTRIES);
        return Optional.of(new CacheableQuery(name,
                enumValue(annotation, "source", QuerySource.class).orElse(CacheableQuery.DEFAULT_SOURCE),
                enumValue(annotation, "refresh", RefreshMode.class).orElse(CacheableQuery.DEFAULT_REFRESH),
                Optional.ofNullable(annotation.value("invalidatedBy"))
                        .map(value -> Arrays.stream(value.asClassArray()).map(Type::name).map(DotName::toString)
                                .toList())
                        .orElse(List.of()),
                maxEntries,
                maxStaleness(annotation, origin, subject),
                enumValue(annotation, "whenDisconnected", WhenDisconnected.class).flatMap(WhenDisconnected::policy),
                origin));
    }

    private List<Facade> facades() {
        Map<String, List<AnnotationInstance>> byClass = new TreeMap<>();
        for (AnnotationInstance annotation : index.getAnnotations(EXECUTE_AT)) {
            AnnotationTarget target = annotation.target();
            Optional<String> className = switch (target.kind()) {
                case CLASS -> Optional.of(target.asClass().name().toString());
                case METHOD -> Optional.of(target.asMethod().declaringClass().name().toString());
                default -> Optional.empty();
            };
            className.ifPresent(name -> byClass.computeIfAbsent(name, key -> new ArrayList<>()).add(annotation));
        }
        return byClass.entrySet().stream().map(entry -> facade(entry.getKey(), entry.getValue())).toList();
    }

    private Facade facade(String className, List<AnnotationInstance> annotations) {
        Optional<Site> executeAt = annotations.stream()
                .filter(annotation -> annotation.target().kind() == AnnotationTarget.Kind.CLASS)
                .findFirst()
                .flatMap(annotation -> enumValue(annotation, "value", Site.class));
        Map<String, List<Site>> sitesByMethod = new TreeMap<>();
        annotations.stream()
                .filter(annotation -> annotation.target().kind() == AnnotationTarget.Kind.METHOD)
                .forEach(annotation -> sitesByMethod
                        .computeIfAbsent(annotation.target().asMethod().name(), key -> new ArrayList<>())
                        .add(enumValue(annotation, "value", Site.class).orElseThrow()));
        List<FacadeMethod> methods = new ArrayList<>();
        sitesByMethod.forEach((name, sites) -> {
            Origin origin = Origin.annotation(className, name);
            if (sites.stream().distinct().count() > 1) {
                problems.accept(new Problem(origin, "@ExecuteAt on the overloads of method '" + name
                        + "' disagree (" + sites.stream().map(Site::token).sorted().distinct()
                        .collect(Collectors.joining(", ")) + "); all overloads share one site"));
            }
            methods.add(new FacadeMethod(name, sites.get(0), origin));
        });
        return new Facade(className, executeAt, methods, Origin.annotation(className));
    }

    private <T> Optional<T> checked(Origin origin, String subject, Supplier<T> value) {
        try {
            return Optional.of(value.get());
        } catch (IllegalArgumentException e) {
            problems.accept(new Problem(origin, subject + e.getMessage()));
            return Optional.empty();
        }
    }

    private static <E extends Enum<E>> Optional<E> enumValue(AnnotationInstance annotation, String member,
                                                             Class<E> type) {
        return Optional.ofNullable(annotation.value(member)).map(value -> Enum.valueOf(type, value.asEnum()));
    }

    private static List<AnnotationInstance> sorted(Collection<AnnotationInstance> annotations) {
        return annotations.stream()
                .sorted(Comparator.comparing((AnnotationInstance annotation) -> annotation.target().toString())
                        .thenComparing(annotation -> Objects.toString(annotation.value("name"), "")))
                .toList();
    }
}
