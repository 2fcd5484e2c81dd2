// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32C;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;

/**
 * The numbers a change batch uses instead of entity and column names, agreed by main and its edges because each
 * derives them alike from the same stream schema (the deployment's mapping): entities numbered from 1 in the order of
 * their names, the columns of each from 1 in {@link ReplicaTable#allColumns()} order (id, version, others). The
 * {@link #fingerprint()} of the numbering travels in every batch, so an edge whose mapping differs (another version of
 * the application) refuses the numbers rather than misread them. A name the numbering lacks travels as a name.
 * Immutable and thread-safe.
 */
public final class SchemaNumbering {

    /** The numbering of no entity: every name travels as a name. */
    public static final SchemaNumbering NONE = of(Map.of());

    private final List<String> entities;
    private final Map<String, Integer> entityNumbers = new HashMap<>();
    private final List<List<String>> columns = new ArrayList<>();
    private final List<Map<String, Integer>> columnNumbers = new ArrayList<>();
    private final int fingerprint;

    private SchemaNumbering(Map<String, List<String>> columnsByEntity) {
        this.entities = List.copyOf(columnsByEntity.keySet());
        CRC32C crc = new CRC32C();
        for (Map.Entry<String, List<String>> entity : columnsByEntity.entrySet()) {
            entityNumbers.put(entity.getKey(), columns.size() + 1);
            List<String> names = List.copyOf(entity.getValue());
            Map<String, Integer> numbers = new HashMap<>();
            for (int i = 0; i < names.size(); i++) {
                if (numbers.putIfAbsent(names.get(i), i + 1) != null) {
                    throw new IllegalArgumentException("Column " + names.get(i) + " appears twice in entity " + entity.getKey());
                }
            }
            columns.add(names);
            columnNumbers.add(numbers);
            crc.update((entity.getKey() + ':' + String.join(",", names) + ';').getBytes(StandardCharsets.UTF_8));
        }
        this.fingerprint = (int) crc.getValue();
    }

    /**
     * The numbering of these entities and their columns.
     *
     * @param columnsByEntity every entity name with its column names in number order
     * @throws IllegalArgumentException naming a column given twice for an entity
     */
    public static SchemaNumbering of(Map<String, List<String>> columnsByEntity) {
        return new SchemaNumbering(new TreeMap<>(columnsByEntity));
    }

    /** The numbering of a stream's replicated tables. */
    public static SchemaNumbering of(ReplicaSchema schema) {
        Map<String, List<String>> columnsByEntity = new TreeMap<>();
        for (ReplicaTable table : schema.tables()) {
            columnsByEntity.put(table.entityName(), table.allColumns().stream().map(ReplicaColumn::name).toList());
        }
        return of(columnsByEntity);
    }

    /** A CRC32C of the entity and column names in number order: equal numberings have equal fingerprints. */
    public int fingerprint() {
        return fingerprint;
    }

    /** The number of an entity, 0 when the numbering lacks it (it then travels by name). */
    int entityNumber(String entity) {
        return entityNumbers.getOrDefault(entity, 0);
    }

    /** The number of a column of entity {@code entityNumber}, 0 when the numbering lacks it or the entity. */
    int columnNumber(int entityNumber, String column) {
        if (entityNumber < 1 || entityNumber > columnNumbers.size()) {
            return 0;
        }
        return columnNumbers.get(entityNumber - 1).getOrDefault(column, 0);
    }

    /**
     * The name of entity {@code number}.
     *
     * @throws IllegalArgumentException when the numbering has no such entity
     */
    String entityName(int number) {
        if (number < 1 || number > entities.size()) {
            throw new IllegalArgumentException("entity number " + number + " is not in the stream schema, which numbers "
                    + entities.size() + " entities");
        }
        return entities.get(number - 1);
    }

    /**
     * The name of column {@code number} of entity {@code entityNumber} (which {@link #entityName} checked).
     *
     * @throws IllegalArgumentException when the entity has no such column
     */
    String columnName(int entityNumber, int number) {
        List<String> names = columns.get(entityNumber - 1);
        if (number < 1 || number > names.size()) {
            throw new IllegalArgumentException("column number " + number + " is not in entity "
                    + entities.get(entityNumber - 1) + ", which numbers " + names.size() + " columns");
        }
        return names.get(number - 1);
    }

    @Override
    public String toString() {
        return String.format("SchemaNumbering[%d entities, fingerprint %08x]", entities.size(), fingerprint);
    }
}
