// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnmarshallingAllowlistTest {

    @ParameterizedTest(name = "''{0}'', disabled {1}: {2}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "null | false | false",
            "'' | false | false",
            "!org.apache.commons.collections.functors.InvokerTransformer;!bsh.XThis$Handler | false | false",
            "maxbytes=1000 | false | false",
            "java.lang.*;java.util.*;com.example.app.** | false | true",
            "!com.example.Gadget;com.example.** | false | true",
            "java.lang.* | true | false"})
    void anAllowlistAcceptsSomethingAndIsOn(String spec, boolean disabled, boolean expected) {
        assertEquals(expected, UnmarshallingAllowlist.allowlists(spec, disabled));
    }
}
