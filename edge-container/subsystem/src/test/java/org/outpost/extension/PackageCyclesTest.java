// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * No package of Outpost's runtime (descriptors, change stream, forwarding API, subsystem: everything on this test's
 * classpath under {@code org.outpost}) depends on a package that depends on it back, directly or through others.
 */
class PackageCyclesTest {

    @Test
    void noPackageDependsOnAPackageThatDependsOnIt() {
        JavaClasses classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.outpost");
        slices().matching("org.outpost.(**)").should().beFreeOfCycles().check(classes);
    }
}
