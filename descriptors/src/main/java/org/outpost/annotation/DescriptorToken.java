package org.outpost.annotation;

/**
 * An enum constant that has a spelling in the deployment descriptor, such as {@code serve-stale}.
 */
public interface DescriptorToken {

    /**
     * Returns the spelling of this constant in {@code urn:outpost:deployment} descriptors.
     *
     * @return the XML attribute value, never {@code null}
     */
    String token();
}
