// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor.resolution;

import java.util.ArrayList;
import java.util.List;

import org.jboss.jandex.IndexView;
import org.outpost.descriptor.DescriptorMerger;
import org.outpost.descriptor.DescriptorValidator;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.Problem;
import org.outpost.descriptor.jandex.AnnotationReader;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * Computes a deployment's effective Outpost configuration from its XML descriptors and its annotations, with every
 * problem: parse problems, bad annotation values, duplicates, and the {@link DescriptorValidator} checks.
 */
public final class DescriptorResolver {

    private DescriptorResolver() {
    }

    /**
     * Resolves a deployment's configuration.
     *
     * @param xmlDescriptors the parsed XML descriptors of the deployment, in any number; together they form one XML
     *                       configuration, so a key declared in two of them is a duplicate
     * @param index          the deployment's classes
     * @return the effective configuration and the problems, sorted by origin
     */
    public static Resolution resolve(List<ParsedDescriptor> xmlDescriptors, IndexView index) {
        List<Problem> problems = new ArrayList<>();
        OutpostDescriptor xml = OutpostDescriptor.empty();
        for (ParsedDescriptor parsed : xmlDescriptors) {
            problems.addAll(parsed.problems());
            xml = xml.concat(parsed.descriptor());
        }
        OutpostDescriptor annotations = AnnotationReader.read(index, problems::add);
        problems.addAll(DescriptorValidator.duplicates(xml));
        problems.addAll(DescriptorValidator.duplicates(annotations));
        OutpostDescriptor effective = DescriptorMerger.merge(annotations, xml);
        problems.addAll(DescriptorValidator.validate(effective, index));
        return new Resolution(effective, problems.stream().distinct().sorted(Problem.ORDER).toList());
    }
}
