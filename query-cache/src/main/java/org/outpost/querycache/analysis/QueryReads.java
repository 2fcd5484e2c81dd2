// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import org.hibernate.query.sqm.spi.BaseSemanticQueryWalker;
import org.hibernate.query.sqm.tree.domain.SqmBasicValuedSimplePath;
import org.hibernate.query.sqm.tree.domain.SqmEmbeddedValuedSimplePath;
import org.hibernate.query.sqm.tree.domain.SqmEntityValuedSimplePath;
import org.hibernate.query.sqm.tree.domain.SqmFkExpression;
import org.hibernate.query.sqm.tree.domain.SqmPath;
import org.hibernate.query.sqm.tree.domain.SqmPluralValuedSimplePath;
import org.hibernate.query.sqm.tree.expression.SqmExpression;
import org.hibernate.query.sqm.tree.expression.SqmFunction;
import org.hibernate.query.sqm.tree.from.SqmAttributeJoin;
import org.hibernate.query.sqm.tree.from.SqmCrossJoin;
import org.hibernate.query.sqm.tree.from.SqmEntityJoin;
import org.hibernate.query.sqm.tree.from.SqmRoot;
import org.hibernate.query.sqm.tree.predicate.SqmPredicate;
import org.hibernate.query.sqm.tree.predicate.SqmWhereClause;
import org.hibernate.query.sqm.tree.select.SqmOrderByClause;
import org.hibernate.query.sqm.tree.select.SqmSelectClause;
import org.hibernate.query.sqm.tree.select.SqmSubQuery;

/**
 * Walks a whole SQM statement, subqueries included, and collects every path it reads, with the clause it appears in,
 * and the functions it calls. Relies on Hibernate's own {@link BaseSemanticQueryWalker} to reach every node.
 */
final class QueryReads extends BaseSemanticQueryWalker {

    /** Where a path appears. */
    enum Clause {
        FROM, SELECT, WHERE, GROUP, HAVING, ORDER
    }

    /**
     * One path read by the statement.
     *
     * @param path   the path
     * @param asRow  whether an entity at its end is read as a whole row (selected or fetched)
     * @param clause where it appears
     */
    record Read(SqmPath<?> path, boolean asRow, Clause clause) {
    }

    private final List<Read> reads = new ArrayList<>();
    private final List<String> functions = new ArrayList<>();
    private Clause clause = Clause.FROM;

    List<Read> reads() {
        return reads;
    }

    /** The names of the functions called, in lower case. */
    List<String> functions() {
        return functions;
    }

    private Object in(Clause inner, Supplier<Object> visit) {
        Clause outer = clause;
        clause = inner;
        try {
            return visit.get();
        } finally {
            clause = outer;
        }
    }

    private Object read(SqmPath<?> path, boolean asRow) {
        reads.add(new Read(path, asRow, clause));
        return path;
    }

    @Override
    public Object visitSelectClause(SqmSelectClause selectClause) {
        return in(Clause.SELECT, () -> super.visitSelectClause(selectClause));
    }

    @Override
    public Object visitWhereClause(SqmWhereClause whereClause) {
        return in(Clause.WHERE, () -> super.visitWhereClause(whereClause));
    }

    @Override
    public Object visitGroupByClause(List<SqmExpression<?>> expressions) {
        return in(Clause.GROUP, () -> super.visitGroupByClause(expressions));
    }

    @Override
    public Object visitHavingClause(SqmPredicate predicate) {
        return in(Clause.HAVING, () -> super.visitHavingClause(predicate));
    }

    @Override
    public Object visitOrderByClause(SqmOrderByClause orderByClause) {
        return in(Clause.ORDER, () -> super.visitOrderByClause(orderByClause));
    }

    @Override
    public Object visitSubQueryExpression(SqmSubQuery<?> subQuery) {
        return in(Clause.FROM, () -> super.visitSubQueryExpression(subQuery));
    }

    @Override
    protected void consumeFromClauseRoot(SqmRoot<?> root) {
        in(Clause.FROM, () -> {
            read(root, false);
            super.consumeFromClauseRoot(root);
            return null;
        });
    }

    @Override
    protected void consumeAttributeJoin(SqmAttributeJoin<?, ?> join, boolean transitive) {
        read(join, join.isFetched());
        in(Clause.WHERE, () -> {
            super.consumeAttributeJoin(join, transitive);
            return null;
        });
    }

    @Override
    protected void consumeEntityJoin(SqmEntityJoin<?> join, boolean transitive) {
        read(join, false);
        in(Clause.WHERE, () -> {
            super.consumeEntityJoin(join, transitive);
            return null;
        });
    }

    @Override
    protected void consumeCrossJoin(SqmCrossJoin<?> join, boolean transitive) {
        read(join, false);
        super.consumeCrossJoin(join, transitive);
    }

    @Override
    public Object visitRootPath(SqmRoot<?> root) {
        return read(root, clause == Clause.SELECT);
    }

    @Override
    public Object visitQualifiedAttributeJoin(SqmAttributeJoin<?, ?> join) {
        return read(join, clause == Clause.SELECT);
    }

    @Override
    public Object visitQualifiedEntityJoin(SqmEntityJoin<?> join) {
        return read(join, clause == Clause.SELECT);
    }

    @Override
    public Object visitBasicValuedPath(SqmBasicValuedSimplePath<?> path) {
        return read(path, false);
    }

    @Override
    public Object visitEmbeddableValuedPath(SqmEmbeddedValuedSimplePath<?> path) {
        return read(path, false);
    }

    @Override
    public Object visitEntityValuedPath(SqmEntityValuedSimplePath<?> path) {
        return read(path, clause == Clause.SELECT);
    }

    @Override
    public Object visitPluralValuedPath(SqmPluralValuedSimplePath<?> path) {
        return read(path, false);
    }

    @Override
    public Object visitFkExpression(SqmFkExpression<?> expression) {
        return read(expression.getToOnePath(), false);
    }

    @Override
    public Object visitFunction(SqmFunction<?> function) {
        functions.add(function.getFunctionName().toLowerCase(Locale.ROOT));
        return super.visitFunction(function);
    }
}
