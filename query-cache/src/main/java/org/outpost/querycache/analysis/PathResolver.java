// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.hibernate.metamodel.MappingMetamodel;
import org.hibernate.metamodel.mapping.BasicValuedModelPart;
import org.hibernate.metamodel.mapping.EmbeddableValuedModelPart;
import org.hibernate.metamodel.mapping.EntityIdentifierMapping;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.metamodel.mapping.EntityValuedModelPart;
import org.hibernate.metamodel.mapping.ForeignKeyDescriptor;
import org.hibernate.metamodel.mapping.ModelPart;
import org.hibernate.metamodel.mapping.ModelPartContainer;
import org.hibernate.metamodel.mapping.PluralAttributeMapping;
import org.hibernate.metamodel.mapping.internal.ToOneAttributeMapping;
import org.hibernate.query.sqm.tree.domain.SqmPath;
import org.hibernate.query.sqm.tree.domain.SqmPathWrapper;
import org.hibernate.query.sqm.tree.from.SqmAttributeJoin;
import org.hibernate.query.sqm.tree.from.SqmCrossJoin;
import org.hibernate.query.sqm.tree.from.SqmEntityJoin;
import org.hibernate.query.sqm.tree.from.SqmFrom;
import org.hibernate.query.sqm.tree.from.SqmRoot;

/**
 * Follows an SQM path from the FROM element it starts at down the runtime mapping model, to the entities it enters
 * and the columns it reads. A to-one association compared as a value, or followed only to its id, reads the foreign
 * key of the owning table, as Hibernate's SQL does.
 */
final class PathResolver {

    private final MappingMetamodel metamodel;
    private final SqmRoot<?> primaryRoot;
    private final List<? extends SqmRoot<?>> topRoots;

    /**
     * @param primaryRoot the query's only top-level root, {@code null} when it has several or is a set operation
     * @param topRoots    the top-level roots
     */
    PathResolver(MappingMetamodel metamodel, SqmRoot<?> primaryRoot, List<? extends SqmRoot<?>> topRoots) {
        this.metamodel = metamodel;
        this.primaryRoot = primaryRoot;
        this.topRoots = topRoots;
    }

    /**
     * Resolves a path.
     *
     * @param path  the path
     * @param asRow whether an entity-valued end is read as a row (selected, fetched) rather than compared as a value
     * @return the resolution, empty when the path leaves what this resolver follows (a derived table, a CTE)
     */
    Optional<ResolvedPath> resolve(SqmPath<?> path, boolean asRow) {
        List<SqmPath<?>> chain = new ArrayList<>();
        SqmPath<?> node = path;
        while (true) {
            if (node instanceof SqmPathWrapper<?, ?> correlation && node instanceof SqmFrom<?, ?>) {
                node = correlation.getWrappedPath();
            } else if (node instanceof SqmRoot<?> || node instanceof SqmEntityJoin<?> || node instanceof SqmCrossJoin<?>) {
                break;
            } else if (node == null) {
                return Optional.empty();
            } else {
                chain.add(0, node);
                node = node.getLhs();
            }
        }
        Optional<Hop> start = start((SqmFrom<?, ?>) node);
        if (start.isEmpty()) {
            return Optional.empty();
        }
        return follow(start.get(), chain, asRow);
    }

    private Optional<Hop> start(SqmFrom<?, ?> from) {
        String alias = from.getExplicitAlias() != null ? from.getExplicitAlias() : from.getNavigablePath().getLocalName();
        String entityName;
        String reason;
        if (from instanceof SqmEntityJoin<?> join) {
            entityName = join.getEntityName();
            reason = "joined by entity name";
        } else if (from instanceof SqmCrossJoin<?> join) {
            entityName = join.getEntityName();
            reason = "joined by a cross join";
        } else {
            SqmRoot<?> root = (SqmRoot<?>) from;
            if (root.getModel() == null || metamodel.findEntityDescriptor(root.getEntityName()) == null) {
                return Optional.empty();
            }
            entityName = root.getEntityName();
            if (root == primaryRoot) {
                return Optional.of(new Hop(entity(entityName).getEntityName(), alias, List.of(), Optional.empty(), false));
            }
            reason = topRoots.contains(root) ? (primaryRoot == null && topRoots.size() == 1 ? "read by a set operation"
                    : "one of several FROM roots") : "read in a subquery";
        }
        return Optional.of(new Hop(entity(entityName).getEntityName(), alias, List.of(), Optional.of(reason), false));
    }

    private Optional<ResolvedPath> follow(Hop start, List<SqmPath<?>> chain, boolean asRow) {
        List<Hop> hops = new ArrayList<>(List.of(start));
        ModelPartContainer container = entity(start.entity());
        StringBuilder text = new StringBuilder(start.via());
        for (int i = 0; i < chain.size(); i++) {
            SqmPath<?> node = chain.get(i);
            boolean last = i == chain.size() - 1;
            String name = node.getReferencedPathSource().getPathName();
            text.append('.').append(name);
            ModelPart part = container.findSubPart(name, null);
            Hop current = hops.get(hops.size() - 1);
            if (part instanceof ToOneAttributeMapping toOne) {
                boolean ownsKey = toOne.getSideNature() == ForeignKeyDescriptor.Nature.KEY;
                boolean valueOnly = last && !asRow
                        || i == chain.size() - 2 && isIdentifier(toOne.getAssociatedEntityMappingType(), chain.get(i + 1));
                if (ownsKey && valueOnly && !(node instanceof SqmAttributeJoin<?, ?>)) {
                    if (!last) {
                        text.append('.').append(chain.get(i + 1).getReferencedPathSource().getPathName());
                    }
                    return Optional.of(new ResolvedPath(hops, columns(toOne.getForeignKeyDescriptor().getKeyPart()),
                            false, text.toString()));
                }
                EntityMappingType target = toOne.getAssociatedEntityMappingType();
                hops.add(current.toOne(target.getEntityName(), name));
                container = target;
            } else if (part instanceof PluralAttributeMapping plural) {
                String reason = "reached through the collection " + current.via() + "." + name;
                if (plural.getElementDescriptor() instanceof EntityValuedModelPart element) {
                    EntityMappingType target = element.getEntityMappingType();
                    hops.add(current.other(target.getEntityName(), name, reason, false));
                    container = target;
                } else {
                    hops.add(current.other(plural.getNavigableRole().getFullPath(), name, reason, true));
                    return Optional.of(new ResolvedPath(hops, Set.of(), true, text.toString()));
                }
            } else if (part instanceof BasicValuedModelPart basic) {
                return Optional.of(new ResolvedPath(hops, Set.of(basic.getSelectionExpression()), false, text.toString()));
            } else if (part instanceof EmbeddableValuedModelPart embedded) {
                if (last) {
                    return Optional.of(new ResolvedPath(hops, columns(embedded), false, text.toString()));
                }
                container = embedded.getEmbeddableTypeDescriptor();
            } else if (part instanceof EntityIdentifierMapping identifier) {
                return Optional.of(new ResolvedPath(hops, columns(identifier), false, text.toString()));
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(new ResolvedPath(hops, Set.of(), true, text.toString()));
    }

    private EntityMappingType entity(String entityName) {
        return metamodel.getEntityDescriptor(entityName);
    }

    private static boolean isIdentifier(EntityMappingType entity, SqmPath<?> next) {
        return entity.findSubPart(next.getReferencedPathSource().getPathName(), null) instanceof EntityIdentifierMapping;
    }

    private static Set<String> columns(ModelPart part) {
        Set<String> columns = new LinkedHashSet<>();
        part.forEachSelectable((index, selectable) -> columns.add(selectable.getSelectionExpression()));
        return columns;
    }
}
