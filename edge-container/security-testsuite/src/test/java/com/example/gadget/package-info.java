// SPDX-License-Identifier: Apache-2.0
/** A deserialization gadget, as a library could ship one, for the security suite to send to the servers. */
package com.example.gadget;
