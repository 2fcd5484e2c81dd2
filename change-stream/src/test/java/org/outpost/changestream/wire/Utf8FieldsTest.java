// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import org.junit.jupiter.api.Test;

/** String fields are read from the payload's bytes: ASCII and other UTF-8 alike, anything else refused. */
class Utf8FieldsTest {

    @Test
    void textReadsAsciiAndOtherUtf8WhereItLies() throws IOException {
        byte[] payload = strings("vintage camera", "objectif d'époque 📷", "");
        CodedInputStream in = CodedInputStream.newInstance(payload);

        assertEquals("vintage camera", Utf8Fields.text(in, payload, 0));
        assertEquals("objectif d'époque 📷", Utf8Fields.text(in, payload, 0));
        assertEquals("", Utf8Fields.text(in, payload, 0));
        assertEquals(payload.length, in.getTotalBytesRead());
    }

    @Test
    void skipSaysWhereTheValueStartsInAReaderOfPartOfThePayload() throws IOException {
        byte[] payload = strings("ignored", "lens");
        int start = 1 + "ignored".length();
        CodedInputStream in = CodedInputStream.newInstance(payload, start, payload.length - start);

        int offset = Utf8Fields.skip(in, start);

        assertEquals(start + 1, offset);
        assertEquals(payload.length, start + in.getTotalBytesRead());
    }

    @Test
    void bytesThatAreNotUtf8OrRunPastTheirMessageAreRefused() throws IOException {
        ByteString.Output bytes = ByteString.newOutput();
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        out.writeByteArrayNoTag(new byte[] {'l', 'e', 'n', 's', (byte) 0xC3});
        out.flush();
        byte[] notUtf8 = bytes.toByteString().toByteArray();
        byte[] cut = {9, 'l', 'e'};

        InvalidProtocolBufferException refused = assertThrows(InvalidProtocolBufferException.class,
                () -> Utf8Fields.text(CodedInputStream.newInstance(notUtf8), notUtf8, 0));
        assertEquals("a string value is not valid UTF-8", refused.getMessage());
        assertThrows(InvalidProtocolBufferException.class, () -> Utf8Fields.text(CodedInputStream.newInstance(cut), cut, 0));
    }

    private static byte[] strings(String... values) throws IOException {
        return DecodedNamesTest.strings(List.of(values));
    }
}
