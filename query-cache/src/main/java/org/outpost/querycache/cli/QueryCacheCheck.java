// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.DotName;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.cli.DeploymentCheck;
import org.outpost.descriptor.cli.DeploymentCheckResult;
import org.outpost.descriptor.jandex.IndexedArchive;
import org.outpost.querycache.analysis.Classification;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.analysis.QueryAnalyzer;
import org.outpost.querycache.analysis.ReplicatedClasses;

/**
 * Classifies a deployment's cacheable queries as a server will ({@link QueryAnalyzer}): boots Hibernate, without a
 * database, over every annotated entity, mapped superclass and embeddable of the deployment, loaded from its class
 * files. A refused query is a problem; each classification a note. Named queries declared outside annotations
 * ({@code orm.xml}) are not seen here and are noted as not analysed; the server analyses them.
 */
public final class QueryCacheCheck implements DeploymentCheck {

    /** Hibernate's boot messages (a database it never connects to…) would bury the command's output. */
    private static final java.util.logging.Logger HIBERNATE_LOG = java.util.logging.Logger.getLogger("org.hibernate");

    private static final List<DotName> MAPPED = List.of(DotName.createSimple("jakarta.persistence.Entity"),
            DotName.createSimple("jakarta.persistence.MappedSuperclass"),
            DotName.createSimple("jakarta.persistence.Embeddable"));

    @Override
    public DeploymentCheckResult check(IndexedArchive archive, OutpostDescriptor effective) {
        if (effective.cacheableQueries().isEmpty()) {
            return new DeploymentCheckResult(List.of(), List.of());
        }
        HIBERNATE_LOG.setLevel(java.util.logging.Level.WARNING);
        ClassLoader classes = new ArchiveClassLoader(archive.classFiles(), QueryCacheCheck.class.getClassLoader());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(classes);
        try (SessionFactory factory = boot(archive, classes)) {
            return classify((SessionFactoryImplementor) factory, effective);
        } catch (RuntimeException | ClassNotFoundException | LinkageError e) {
            return new DeploymentCheckResult(List.of("query cache: the cacheable queries were not classified, Hibernate"
                    + " could not map the deployment's entities here (" + e + "); the server will classify them"),
                    List.of());
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static SessionFactory boot(IndexedArchive archive, ClassLoader classes) throws ClassNotFoundException {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder(
                new BootstrapServiceRegistryBuilder().applyClassLoader(classes).build())
                .applySetting(AvailableSettings.DIALECT, H2Dialect.class.getName())
                .applySetting("hibernate.boot.allow_jdbc_metadata_access", false)
                .build();
        MetadataSources sources = new MetadataSources(registry);
        Set<String> mapped = new TreeSet<>();
        for (DotName annotation : MAPPED) {
            for (AnnotationInstance instance : archive.index().getAnnotations(annotation)) {
                if (instance.target().kind() == AnnotationTarget.Kind.CLASS) {
                    mapped.add(instance.target().asClass().name().toString());
                }
            }
        }
        for (String className : mapped) {
            sources.addAnnotatedClass(Class.forName(className, false, classes));
        }
        return sources.buildMetadata().buildSessionFactory();
    }

    private static DeploymentCheckResult classify(SessionFactoryImplementor factory, OutpostDescriptor effective) {
        QueryAnalyzer analyzer = new QueryAnalyzer(factory, ReplicatedClasses.of(factory, effective));
        List<String> notes = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (CacheableQuery query : effective.cacheableQueries()) {
            if (factory.getQueryEngine().getNamedObjectRepository().getSqmQueryMemento(query.name()) == null
                    && factory.getQueryEngine().getNamedObjectRepository().getNativeQueryMemento(query.name()) == null) {
                notes.add("cacheable-query '" + query.name() + "': not classified here, its named query is not declared"
                        + " by an annotation; the server will classify it");
                continue;
            }
            QueryAnalysis analysis = analyzer.analyze(query);
            if (analysis.classification() == Classification.REFUSED) {
                problems.add(new Problem(query.origin(), "cacheable-query '" + query.name() + "' cannot be cached: "
                        + analysis.refusal().orElseThrow()));
            } else {
                notes.add(analysis.describe());
            }
        }
        return new DeploymentCheckResult(notes, problems);
    }
}
