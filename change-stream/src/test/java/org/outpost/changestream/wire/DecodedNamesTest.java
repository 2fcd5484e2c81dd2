// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import org.junit.jupiter.api.Test;

/** Names are read where they are in the payload, and the same bytes give the same instance, up to the limit. */
class DecodedNamesTest {

    private final DecodedNames names = new DecodedNames();

    @Test
    void theSameNameAnywhereIsOneInstance() throws IOException {
        byte[] payload = strings(List.of("description", "name", "description"));
        CodedInputStream in = CodedInputStream.newInstance(payload);

        String first = names.read(in, payload, 0);
        assertEquals("name", names.read(in, payload, 0));
        String again = names.read(in, payload, 0);

        assertEquals("description", first);
        assertSame(first, again);
    }

    @Test
    void aReaderOfPartOfThePayloadSaysWhereItStarts() throws IOException {
        byte[] payload = strings(List.of("ignored", "nb_of_bids"));
        int start = 1 + "ignored".length();

        assertEquals("nb_of_bids", names.read(CodedInputStream.newInstance(payload, start, payload.length - start),
                payload, start));
    }

    @Test
    void namesBeyondTheLimitAreDecodedButNotKept() throws IOException {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < DecodedNames.MAX_NAMES + 100; i++) {
            all.add("column_" + i + "_é");
        }
        byte[] payload = strings(all);
        List<String> read = new ArrayList<>();
        CodedInputStream in = CodedInputStream.newInstance(payload);
        for (int i = 0; i < all.size(); i++) {
            read.add(names.read(in, payload, 0));
        }
        assertEquals(all, read);

        in = CodedInputStream.newInstance(payload);
        for (int i = 0; i < all.size(); i++) {
            String again = names.read(in, payload, 0);
            if (i < DecodedNames.MAX_NAMES) {
                assertSame(read.get(i), again, all.get(i));
            } else {
                assertNotSame(read.get(i), again, all.get(i));
                assertEquals(read.get(i), again);
            }
        }
    }

    @Test
    void aNameThatIsNotUtf8OrRunsPastItsMessageIsRefused() throws IOException {
        ByteString.Output bytes = ByteString.newOutput();
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        out.writeByteArrayNoTag(new byte[] {'i', 'd', (byte) 0xFF});
        out.flush();
        byte[] notUtf8 = bytes.toByteString().toByteArray();
        byte[] cut = {5, 'n', 'a'};

        assertThrows(InvalidProtocolBufferException.class,
                () -> names.read(CodedInputStream.newInstance(notUtf8), notUtf8, 0));
        assertThrows(InvalidProtocolBufferException.class, () -> names.read(CodedInputStream.newInstance(cut), cut, 0));
    }

    /** The values of string fields, one after another, as a reader finds them after each field's tag. */
    static byte[] strings(List<String> values) throws IOException {
        ByteString.Output bytes = ByteString.newOutput();
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        for (String value : values) {
            out.writeStringNoTag(value);
        }
        out.flush();
        return bytes.toByteString().toByteArray();
    }
}
